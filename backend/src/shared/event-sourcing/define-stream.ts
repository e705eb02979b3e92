import {
  globalStreamName,
  streamName,
  type EventDefinition,
  type EventOf,
  type RecordedEvent,
  type RecordedEventOf,
} from '@app/event-schemas';
import { ConcurrencyConflictError, foldStream, type EventStore, type FoldedStream } from '@app/storage';
import { assertWorkspaceName } from '../domain/workspace-name';
import { FoldCache } from './fold-cache';
import { appendDecided, type ActingOn, type CommandResult, type PendingWrite } from './append-decided';

export interface StreamDefinitionInput<Definitions extends readonly EventDefinition[], S> {
  /** The `{category}` of `{tenant}.{category}-{id}`: letters only. */
  category: string;
  /**
   * A stream shared by every workspace (`_global.{category}-{id}`, such as the workspace directory); its
   * events still name the workspace they are about as their tenant.
   */
  global?: boolean;
  /** Every event this stream holds; the event union and the fold's types derive from it. */
  events: Definitions;
  initial: S;
  /** Pure: returns a new state, never changes the one it is given (folds are cached and shared). */
  evolve(state: S, event: EventOf<Definitions>): S;
}

/** A stream folded at some point: its state, revision and the position of its last event. */
export interface LoadedStream<S> extends FoldedStream<S> {
  stream: string;
}

export interface LoadOptions {
  /** Inclusive: the stream as it stood right after this revision (a version of a model, of a record). */
  toRevision?: number;
  /** Inclusive: the stream as it stood at this instant. */
  until?: Date | string;
}

/** Who acts, on which workspace, and the revision they decided on (If-Match), for one command. */
export interface CommandTarget extends ActingOn {
  id: string;
  /** The revision the caller last saw: a stale one is a conflict even when the decision would succeed. */
  expectedRevision?: number;
  /**
   * When another writer came first, load again and decide again on the new state, up to this many times.
   * Only for decisions that rest on the stream alone (no expectedRevision: no person saw the old state).
   */
  retryOnConflict?: number;
}

export interface StreamDefinition<Definitions extends readonly EventDefinition[], S> {
  readonly category: string;
  readonly events: Definitions;
  readonly initial: S;
  readonly evolve: (state: S, event: EventOf<Definitions>) => S;
  /** `{tenant}.{category}-{id}`; an impossible workspace name is a 400, never a malformed stream name. */
  name(tenant: string, id: string): string;
  /**
   * The stream's state: at its head (from a cached fold, refolding only what was appended since, by this
   * process or any other), or as it stood at a revision or an instant (folded from the start).
   */
  load(store: EventStore, tenant: string, id: string, options?: LoadOptions): Promise<LoadedStream<S>>;
  /**
   * A command on one stream: load at the head → pure decide → append at the revision decided on. A writer
   * in between (or a stale `expectedRevision`) is a ConcurrencyConflictError (409) and nothing is written.
   */
  run(
    store: EventStore,
    target: CommandTarget,
    decide: (state: S) => readonly EventOf<Definitions>[],
  ): Promise<CommandResult>;
  /** This stream's part of an atomic append of several streams (see appendDecided). */
  write(loaded: LoadedStream<S>, events: readonly EventOf<Definitions>[]): PendingWrite;
}

/**
 * Declares one kind of stream once: its category, its events, its fold. Every context loads, time-travels
 * and writes its streams through this, so there is one way of reading the past.
 */
export function defineStream<const Definitions extends readonly EventDefinition[], S>(
  input: StreamDefinitionInput<Definitions, S>,
): StreamDefinition<Definitions, S> {
  const cache = new FoldCache<S>();
  const types = new Set(input.events.map((definition) => definition.type));
  // The registry validated every stored event against its definition, so an event of one of this
  // stream's types has that type's payload; events of other types (another context's) are not folded.
  const evolve = (state: S, event: RecordedEvent) =>
    types.has(event.type) ? input.evolve(state, event as RecordedEventOf<Definitions>) : state;

  const name = (tenant: string, id: string) => {
    assertWorkspaceName(tenant);
    return input.global ? globalStreamName(input.category, id) : streamName(tenant, input.category, id);
  };

  async function load(
    store: EventStore,
    tenant: string,
    id: string,
    options: LoadOptions = {},
  ): Promise<LoadedStream<S>> {
    const stream = name(tenant, id);
    if (options.until !== undefined) {
      return { stream, ...(await foldStream(store, stream, evolve, input.initial, options)) };
    }
    const cached = cache.get(store, stream);
    if (options.toRevision !== undefined) {
      // A version at or after the cached fold starts from it; an earlier one is folded from the start.
      const resumeFrom = cached && cached.revision <= options.toRevision ? cached : undefined;
      return { stream, ...(await foldStream(store, stream, evolve, input.initial, { ...options, resumeFrom })) };
    }
    const folded = await foldStream(store, stream, evolve, input.initial, { resumeFrom: cached });
    if (folded !== cached && folded.revision >= 0) cache.set(store, stream, folded);
    return { stream, ...folded };
  }

  const write = (loaded: LoadedStream<S>, events: readonly EventOf<Definitions>[]): PendingWrite => ({
    stream: loaded.stream,
    revision: loaded.revision,
    position: loaded.position,
    events,
  });

  async function run(
    store: EventStore,
    target: CommandTarget,
    decide: (state: S) => readonly EventOf<Definitions>[],
  ): Promise<CommandResult> {
    const loaded = await load(store, target.tenant, target.id);
    if (target.expectedRevision !== undefined && target.expectedRevision !== loaded.revision) {
      throw new ConcurrencyConflictError(
        loaded.stream,
        target.expectedRevision,
        loaded.revision < 0 ? 'no_stream' : loaded.revision,
      );
    }
    try {
      const [result] = await appendDecided(store, target, [write(loaded, decide(loaded.state))]);
      return result;
    } catch (error) {
      const retries = target.expectedRevision === undefined ? (target.retryOnConflict ?? 0) : 0;
      if (!(error instanceof ConcurrencyConflictError) || retries <= 0) throw error;
      return run(store, { ...target, retryOnConflict: retries - 1 }, decide);
    }
  }

  return {
    category: input.category,
    events: input.events,
    initial: input.initial,
    evolve: input.evolve,
    name,
    load,
    run,
    write,
  };
}
