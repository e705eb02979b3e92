/** What the app routes read of the server's answers (docs/records.md "The records API"). */

/** An app of the catalog's model (002 §3 Model app). */
export interface RunModelApp {
  _id?: string;
  name: string;
  label?: string;
}

/** A catalog as GET /api/collections lists it: the part the app routes read. */
export interface RunCatalog {
  _id: string;
  name: string;
  label: string;
  type: { _id: string; name: string; apps?: RunModelApp[] } | null;
  appOptions: { appName: string; liveVersion?: string; isDisabled?: boolean; globalTarget?: string }[];
}

/** A record as GET …/items/{id} answers it: the part the app routes read. */
export interface RunRecord {
  _id: string;
  name: string;
  status: string;
}

/** A saved version of a model (GET …/snapshots), possibly the live version of an app on a catalog. */
export interface RunSnapshot {
  _id: string;
  version: string;
  label: string | null;
}
