/**
 * A snapshot (002 §3, ARCHITECTURE "Snapshots and live versions") names one version of a catalog's model: the
 * model's versions in the designer's history are its snapshots, their labels the versions' labels. `_id` is the
 * version number, what an app's `liveVersion` holds. A version holds every app of the model, so a snapshot serves
 * them all: `AppID` is null.
 */
export interface Snapshot {
  _id: string;
  AppID: null;
  /** When the version was saved: the seed's "version (date)". */
  version: string;
  /** Null for a version nobody named: the screen shows its date and asks for a label when it is chosen. */
  label: string | null;
  /** The model's version number. */
  modelVersion: number;
}

interface VersionRow {
  version: number;
  kind: string;
  at: string;
  label?: string;
}

/** The versions that can be a live version, newest first: every version but a deletion (no model to run). */
export const toSnapshots = (rows: readonly VersionRow[]): Snapshot[] =>
  rows
    .filter((row) => row.kind !== 'deleted')
    .map((row) => ({
      _id: String(row.version),
      AppID: null,
      version: row.at,
      label: row.label ? row.label : null,
      modelVersion: row.version,
    }));

/** A snapshot id as the API takes it: a version number from 1. */
export const snapshotVersion = (id: string): number | null => (/^[1-9][0-9]{0,8}$/.test(id) ? Number(id) : null);
