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

/** One record: `{tenant}.record-{recordId}`. */
export const RECORD_EVENTS = [
  RecordCreated,
  RecordValuesSaved,
  RecordDeleted,
  RecordUndeleted,
  RecordStatusChanged,
] as const;
export type RecordEvent = EventOf<typeof RECORD_EVENTS>;
