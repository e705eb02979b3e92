import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const runId = z.string().min(1).max(100);

/**
 * An app run began on one record (ARCHITECTURE.md "App runs"): everything that makes its documents what they are,
 * so that assembling again from this event alone gives the same bytes — the model at `modelVersion` (the catalog's
 * live snapshot pinned it when `snapshot` is set) and the record's values at `recordVersion`.
 */
export const RunStarted = defineEvent({
  type: 'RunStarted',
  schema: z.object({
    runId,
    recordId: z.string().min(1),
    catalogId: z.string().min(1),
    app: z.string().min(1).max(200),
    modelId: z.string().min(1),
    modelVersion: z.number().int().min(1),
    /** The record's version (its stream revision + 1) whose values the documents hold. */
    recordVersion: z.number().int().min(1),
    /** The live snapshot of the catalog that pinned the model version; absent: the latest version was used. */
    snapshot: z.string().min(1).max(200).optional(),
    /** The user who ran the app (null: the system). */
    by: z.string().min(1).nullable(),
    /**
     * The workspace's locale and time zone the documents were written in (dates, numbers): pinned, so a later change of
     * the workspace's settings does not change an old run's bytes. Absent on runs started before they were pinned,
     * which were written in the templating defaults, en-US and UTC (run.state.ts folds them so).
     */
    locale: z.string().min(2).max(35).optional(),
    timeZone: z.string().min(1).max(64).optional(),
    /**
     * The version of the catalog's global info each global variable of the model was read at (0: there was none), by
     * the variable's name: assembling again folds each global's stream up to it. Absent on runs started before global
     * info was read, which read none (run.state.ts folds them as `{}`).
     */
    globals: z.record(z.string().min(1).max(200), z.number().int().min(0)).optional(),
    /**
     * The version of each object model the run's model refers to (its object variables' models, theirs in turn), by
     * element id: assembling again folds each at that version, so their formulas (`Client.FullName`) read as they
     * stood. Absent on runs started before object models were pinned, which read no object model's formulas:
     * run.state.ts folds them as `{}`, and an object model not pinned gives its objects no formulas.
     */
    models: z.record(z.string().min(1).max(100), z.number().int().min(1)).optional(),
  }),
});

/**
 * One file the run assembled; its bytes are in the file store under `sha256` (files are never in events).
 * `templateFile` is the hash of the template's own file (Word or PDF), so a document names the exact template it
 * came from; text templates have none (their text is in the model version).
 */
export const RunDocumentAssembled = defineEvent({
  type: 'RunDocumentAssembled',
  schema: z.object({
    runId,
    template: z.string().min(1).max(200),
    templateId: z.string().min(1).max(100),
    templateFile: sha256.nullable(),
    name: z.string().min(1).max(300),
    ext: z.string().min(1).max(10),
    sha256,
    size: z.number().int().min(0),
  }),
});

/** Every document of the run is in the file store. */
export const RunCompleted = defineEvent({
  type: 'RunCompleted',
  schema: z.object({ runId, documents: z.number().int().min(0) }),
});

/** The run stopped: `template` names the template that failed (absent: the run itself could not start assembling). */
export const RunFailed = defineEvent({
  type: 'RunFailed',
  schema: z.object({
    runId,
    template: z.string().min(1).max(200).optional(),
    reason: z.string().min(1).max(2000),
  }),
});

/**
 * The catalog's notification group was told the run completed (002 §2.2 appOptions.notification): `recipients` is
 * how many members were mailed, never their addresses, so a replay of the workspace carries no mail list. Written
 * once, after the mails went out, so a run completed just before a crash is notified again at start.
 */
export const RunNotified = defineEvent({
  type: 'RunNotified',
  schema: z.object({ runId, group: z.string().min(1).max(200), recipients: z.number().int().min(0) }),
});

/**
 * The document stores a completed run's documents can be sent to (002 appOptions `uploadDocuments`; the same list
 * as the document-storage context's, kept here because events load nothing of another context).
 */
const provider = z.enum(['NetDocuments', 'OneDrive', 'Clio']);
export type SendProvider = z.infer<typeof provider>;
const documentIndex = z.number().int().min(0).max(10_000);

/**
 * The catalog's app option sends the run's documents to `provider` ('Send documents'): written when the run
 * completes, and again when someone asks to send the unsent ones again. It is what a restart resumes: documents
 * requested and not yet sent (nor given up on) are sent then, while a run that completed with the option off is
 * never sent later because the option was turned on.
 */
export const RunSendRequested = defineEvent({
  type: 'RunSendRequested',
  schema: z.object({
    runId,
    provider,
    documents: z.array(documentIndex).min(1).max(10_000),
    /** Who asked to send them again (null: the run's completion). */
    by: z.string().min(1).nullable(),
  }),
});

/** The provider has document `index`: `ref` is what its link route takes (OneDrive's path, Clio's and NetDocuments' id). */
export const RunDocumentSent = defineEvent({
  type: 'RunDocumentSent',
  schema: z.object({
    runId,
    index: documentIndex,
    provider,
    ref: z.string().min(1).max(2000),
    url: z.string().min(1).max(2000).optional(),
  }),
});

/**
 * Document `index` did not reach its provider (the local copy stays). `retrying`: it will be tried again by itself
 * (the provider was unavailable, and the retries are not used up); false: only someone asking again sends it.
 */
export const RunDocumentSendFailed = defineEvent({
  type: 'RunDocumentSendFailed',
  schema: z.object({
    runId,
    index: documentIndex,
    provider,
    reason: z.string().min(1).max(2000),
    retrying: z.boolean(),
  }),
});

/** Where an object of the run's answers was read from ('SELECT data FROM…' a query; the object's `_source`). */
const savedBackTo = {
  runId,
  /** The object's path in the answers (`Client`, `Offices[2]`). */
  path: z.string().min(1).max(400),
  query: z.string().min(1).max(200),
  provider: z.string().min(1).max(100),
  source: z.string().min(1).max(200),
  /** The item's (the source record's) id. */
  id: z.string().min(1).max(200),
};

/**
 * The app saves changed data back ('Save changed data back to the catalogs it came from', from a query that allows
 * it): the values the person changed in an object read from `source` were saved to its record `id`. `fields` names
 * them; `merged`: the record had changed since it was read, and only these values were applied over that change.
 */
export const RunDataSavedBack = defineEvent({
  type: 'RunDataSavedBack',
  schema: z.object({
    ...savedBackTo,
    fields: z.array(z.string().min(1).max(200)).min(1).max(1000),
    merged: z.boolean(),
  }),
});

/** The changed values of an object could not be saved back to its source record, and why (the app result says so). */
export const RunDataSaveBackFailed = defineEvent({
  type: 'RunDataSaveBackFailed',
  schema: z.object({ ...savedBackTo, reason: z.string().min(1).max(2000) }),
});

/** One run of an app on a record: `{tenant}.run-{runId}`. */
export const RUN_EVENTS = [
  RunStarted,
  RunDocumentAssembled,
  RunCompleted,
  RunFailed,
  RunNotified,
  RunSendRequested,
  RunDocumentSent,
  RunDocumentSendFailed,
  RunDataSavedBack,
  RunDataSaveBackFailed,
] as const;
export type RunEvent = EventOf<typeof RUN_EVENTS>;
