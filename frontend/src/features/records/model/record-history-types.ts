/**
 * What the records history calls answer (docs/records.md "The records API"): the server's shapes, read by the
 * History and Deleted records dialogs.
 */

/** `ran`: an app run on the record ended (its `summary` says how); the values are those of the version before. */
export type HistoryKind = 'created' | 'saved' | 'restored' | 'deleted' | 'undeleted' | 'ran';

export type HistorySource = 'app' | 'import' | 'api' | 'restore' | 'duplicates' | 'delete' | 'undelete';

/** 002 §3 History entry, with what changed: one version of the record. */
export interface HistoryEntry {
  /** The id of the event that made this version (the `historyId` of the diff, restore and data calls). */
  _id: string;
  /** 1 for the creation, one more per event of the record. */
  version: number;
  kind: HistoryKind;
  /** The app that saved this version ('' when it was not an app). */
  appName: string;
  /** The editor's name; null for the system or a removed user (`editorId` then says which). */
  editor: string | null;
  editorId: string | null;
  launchTime: string;
  source: HistorySource;
  /** The variables this version changed. */
  changed: string[];
  /** For a restore: the history entry it brought back. */
  restoredFrom?: string;
  /** For a run: "Ran Welcome: 3 documents", or the app and why it failed. */
  summary?: string;
}

/** One variable whose value differs between a version (`before`) and the record now (`after`); null: no value. */
export interface FieldDiff {
  name: string;
  before: unknown;
  after: unknown;
}

/** A deleted record of the catalog, as `GET …/deleted` lists it. */
export interface DeletedRecord {
  _id: string;
  name: string;
  deletedAt: string;
  /** Who deleted it (null: the system or a removed user). */
  deletedBy: string | null;
  deletedByID: string | null;
}
