import type { EventDefinition, RecordedEvent, RecordedEventOf } from '@app/event-schemas';
import type { CollectionSpec, Doc, DocChange } from '@app/storage';

/** What `apply` reads: the documents as they stand after the earlier events of the batch. */
export interface DocView {
  get(collection: string, id: string): Doc | undefined;
}

export interface DocKey {
  collection: string;
  id: string;
}

/**
 * Turns events into read-model documents. `apply` must be pure and must not mutate the documents it
 * is given (return new ones): the runner may call it again for the same event (see `keys`).
 */
export interface Projector {
  /** Letters, digits and '-' only: it is part of physical collection names. */
  name: string;
  /** Bump to rebuild into new collections; the old ones stay live until the new ones caught up. */
  version: number;
  handles: readonly string[];
  /** Logical collections (names without projector or version), with the fields to index. */
  collections: CollectionSpec[];
  /**
   * The documents `apply` will read, so the runner loads them for the whole batch in one query per
   * collection. Optional: a document read but not announced is loaded and `apply` run again.
   */
  keys?(event: RecordedEvent): DocKey[];
  /** Returns the changes for this event, on logical collection names. */
  apply(event: RecordedEvent, docs: DocView): DocChange[];
}

/** An event whose `apply` threw (or returned invalid changes): kept visible, skipped, never retried. */
export interface ParkedEvent {
  projector: string;
  build: string;
  position: number;
  eventId: string;
  stream: string;
  type: string;
  error: string;
  parkedAt: string;
}

export interface RunnerLogger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: RunnerLogger = {
  info: () => undefined,
  warn: (message, error) => console.warn(`[projections] ${message}`, error ?? ''),
  error: (message, error) => console.error(`[projections] ${message}`, error ?? ''),
};

/** A projector written against the events it handles, typed from their definitions. */
export interface ProjectorDefinition<Definitions extends readonly EventDefinition[]> {
  name: string;
  version: number;
  /** The events it handles: `handles` is derived from them, and `apply` receives their typed union. */
  events: Definitions;
  collections: CollectionSpec[];
  keys?(event: RecordedEventOf<Definitions>): DocKey[];
  apply(event: RecordedEventOf<Definitions>, docs: DocView): DocChange[];
}

/**
 * Declares a projector from the definitions of the events it handles. The runner only delivers events of
 * those types, validated against their schemas by the event store, so each arrives as its typed variant.
 */
export function defineProjector<const Definitions extends readonly EventDefinition[]>(
  definition: ProjectorDefinition<Definitions>,
): Projector {
  type Handled = RecordedEventOf<Definitions>;
  const { keys, apply } = definition;
  return {
    name: definition.name,
    version: definition.version,
    handles: definition.events.map((event) => event.type),
    collections: definition.collections,
    ...(keys ? { keys: (event: RecordedEvent) => keys(event as Handled) } : {}),
    apply: (event, docs) => apply(event as Handled, docs),
  };
}
