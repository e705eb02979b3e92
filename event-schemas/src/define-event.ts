import type { z } from 'zod';
import type { EventMetadata, NewEvent, RecordedEvent } from './envelope';

/** Lifts the payload of version N (the key) to version N + 1. */
// The old payload's shape is whatever version N was; upcasters are written against it loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Upcaster = (data: any) => unknown;

export interface EventDefinitionInput<TType extends string, TSchema extends z.ZodType> {
  /** Past tense, PascalCase: `RecordVersionRestored`. */
  type: TType;
  /** The current schema version (1 for a new event). */
  version?: number;
  /** Schema of the current version's payload. */
  schema: TSchema;
  /** One step per older version: `{ 1: v1 => v2, 2: v2 => v3 }` when `version` is 3. */
  upcast?: Record<number, Upcaster>;
}

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  readonly type: TType;
  readonly version: number;
  readonly schema: TSchema;
  readonly upcast: Readonly<Record<number, Upcaster>>;
  /** A NewEvent of this type at the current version (validated later, on append, by the registry). */
  create(data: z.input<TSchema>, metadata: EventMetadata, id?: string): NewEvent<z.output<TSchema>> & { type: TType };
}

/** The data type of an event definition's current version. */
export type EventData<D extends EventDefinition> = z.output<D['schema']>;

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  input: EventDefinitionInput<TType, TSchema>,
): EventDefinition<TType, TSchema> {
  const version = input.version ?? 1;
  if (!PASCAL_CASE.test(input.type)) {
    throw new Error(`Event type "${input.type}" must be PascalCase, in the past tense (e.g. RecordCreated)`);
  }
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`Event ${input.type}: version must be an integer >= 1, got ${version}`);
  }
  const upcast = { ...(input.upcast ?? {}) };
  // Every older version must be liftable, or reading an old event would fail at run time, not at startup.
  for (let from = 1; from < version; from++) {
    if (typeof upcast[from] !== 'function') {
      throw new Error(`Event ${input.type} v${version}: missing upcaster from v${from} to v${from + 1}`);
    }
  }
  for (const key of Object.keys(upcast)) {
    const from = Number(key);
    if (!Number.isInteger(from) || from < 1 || from >= version) {
      throw new Error(
        `Event ${input.type} v${version}: upcaster key ${key} is not an older version (1..${version - 1})`,
      );
    }
  }
  return {
    type: input.type,
    version,
    schema: input.schema,
    upcast,
    create: (data, metadata, id) => ({
      ...(id ? { id } : {}),
      type: input.type,
      version,
      data: data as never,
      metadata,
    }),
  };
}

/**
 * The events a list of definitions describes, as a discriminated union on `type`: what decide returns
 * and evolve and projectors receive. Derived, so a union never repeats (or drifts from) its list.
 */
export type EventOf<Definitions extends readonly EventDefinition[]> = {
  [K in keyof Definitions]: Definitions[K] extends EventDefinition<infer TType, infer TSchema>
    ? { type: TType; data: z.output<TSchema> }
    : never;
}[number];

/** The same union with each event as recorded (stream, revision, position, metadata, time). */
export type RecordedEventOf<Definitions extends readonly EventDefinition[]> =
  EventOf<Definitions> extends infer E
    ? E extends { type: string; data: unknown }
      ? Omit<RecordedEvent, 'type' | 'data'> & E
      : never
    : never;
