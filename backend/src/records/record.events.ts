import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/** Values keyed by variable name (ARCHITECTURE.md "Records"); `null` in a change means "cleared". */
const values = z.record(z.string().min(1).max(200), z.unknown());

/** Where a save came from: an app's interview, an import, the records API, a restore, or a duplicates clear. */
export const SAVE_SOURCES = ['app', 'import', 'api', 'restore', 'duplicates'] as const;
export type SaveSource = (typeof SAVE_SOURCES)[number];

/** 002 §4 Records: a record's status values. */
export const RECORD_STATUSES = ['Ok', 'In Progress', 'Out of date', 'Needs Updating'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Which app (by name) and which run wrote a version, when an app did. */
const origin = {
  app: z.string().max(200).optional(),
  run: z.string().max(100).optional(),
};

/**
 * The query item an app's 'SELECT data FROM...' filled this version from (001 §3 App `selectFrom`; docs/runs.md "An
 * app's data from a query"): 'Select only once' reads it to not ask again. Additive: older events have none.
 */
const selected = z
  .object({ query: z.string().min(1).max(1000), id: z.string().min(1).max(200), name: z.string().max(1000) })
  .optional();

/**
 * A record was added to a catalog with its first values (version 1). `name` is the record's summary as the
 * model's summary template rendered it over these values at that moment (what lists show and sort on).
 */
export const RecordCreated = defineEvent({
  type: 'RecordCreated',
  schema: z.object({
    recordId: z.string().min(1),
    catalogId: z.string().min(1),
    modelId: z.string().min(1),
    values,
    name: z.string(),
    source: z.enum(SAVE_SOURCES),
    ...origin,
    selected,
  }),
});

/**
 * One save of a record's values: one version. Only the variables that changed, with the values they replaced
 * (`null`: there was none), so a version reads, diffs and undoes without folding what came before it. A restore
 * names the version it brought back (`restoredFrom`: that event's id).
 */
export const RecordValuesSaved = defineEvent({
  type: 'RecordValuesSaved',
  schema: z.object({
    recordId: z.string().min(1),
    changed: values,
    previous: values,
    name: z.string(),
    source: z.enum(SAVE_SOURCES),
    ...origin,
    selected,
    restoredFrom: z.string().min(1).optional(),
  }),
});

/** The record leaves its catalog's lists; its stream stays, so it can be undeleted with every version. */
export const RecordDeleted = defineEvent({
  type: 'RecordDeleted',
  schema: z.object({ recordId: z.string().min(1) }),
});

export const RecordUndeleted = defineEvent({
  type: 'RecordUndeleted',
  schema: z.object({ recordId: z.string().min(1) }),
});

/**
 * 002 §4 Records status: an app run (the app-runs context's command) moved the record to a status; `runBy` is
 * the user who ran it (the lock rule compares it with the one who opens the record).
 */
export const RecordStatusChanged = defineEvent({
  type: 'RecordStatusChanged',
  schema: z.object({
    recordId: z.string().min(1),
    status: z.enum(RECORD_STATUSES),
    runBy: z.string().min(1).nullable(),
    ...origin,
  }),
});

/**
 * What an app's 'LINK record TO...' (001 §3 App `linkedQuery`) links a record to: one item of a query, by the query,
 * its provider and source, and the item's id and name as the query gave them (the id is a Clio upload's default
 * MATTER ID). A bidirectional link's other side is a record of the product's own catalogs: `provider` 'docauto',
 * `source` its catalog, `id` its record id, and `back` on the side written in answer to the other.
 */
export const recordLink = z.object({
  query: z.string().max(1000),
  provider: z.string().max(200),
  source: z.string().max(1000),
  id: z.string().min(1).max(200),
  name: z.string().max(1000),
  back: z.boolean().optional(),
});
export type RecordLink = z.infer<typeof recordLink>;

/**
 * The record was linked to a query's item (docs/runs.md "An app's link"), by an app (`app`): a later link replaces
 * it. Not a version of the values: the history list and a run's "out of date" leave it out.
 */
export const RecordLinked = defineEvent({
  type: 'RecordLinked',
  schema: z.object({ recordId: z.string().min(1), link: recordLink, ...origin }),
});

/** One record: `{tenant}.record-{recordId}`. */
export const RECORD_EVENTS = [
  RecordCreated,
  RecordValuesSaved,
  RecordDeleted,
  RecordUndeleted,
  RecordStatusChanged,
  RecordLinked,
] as const;
export type RecordEvent = EventOf<typeof RECORD_EVENTS>;
