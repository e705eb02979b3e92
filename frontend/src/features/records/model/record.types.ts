/** The records catalogue's vocabulary as the server answers it (docs/records.md "The records API", 002 §3). */

export const RECORD_STATUSES = ['Ok', 'In Progress', 'Out of date', 'Needs Updating'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** An app run on a record (002 §3 Record apps[]); the app-runs context fills them in. */
export interface RecordApp {
  name: string;
  idApp?: string;
  label?: string;
  lastRun?: string | null;
  lastRunBy?: string | null;
  lastRunByID?: string | null;
  status?: RecordStatus | string;
  /** The app's latest run (app-runs contract §6). */
  runId?: string | null;
  /** The latest run's documents: `url` is `/{t}/download/{catalog}/{id}/{runId}/{n}`. */
  files?: { index: number; name: string; url: string }[];
  /** 'Send documents': why some of the latest run's documents are not with the provider yet; null when none failed. */
  sendError?: string | null;
  position?: number;
}

/** A record as GET …/items lists it. */
export interface RecordItem {
  _id: string;
  name: string;
  detail?: string;
  status: RecordStatus;
  /** Last modified (ISO). */
  date: string;
  lastRunBy: string | null;
  lastRunByID: string | null;
  extUserID: string | null;
  apps: RecordApp[];
  attachments: string[];
  version: number;
  deleted: boolean;
  createdAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** Who a record's external access is open for (`extUserID`): their name and mail, null for a deleted user. */
export interface ExternalUser {
  _id: string;
  name: string | null;
  mail: string | null;
}

/** A record as GET …/items/{id} answers it: with its values. */
export interface OpenedRecord extends RecordItem {
  values: Record<string, unknown>;
  /** The user `extUserID` names; null (or absent from older answers) while external access is closed. */
  extUser?: ExternalUser | null;
}

/** An app of the catalog's model (002 §3 Model app). */
export interface ModelApp {
  _id?: string;
  name: string;
  label?: string;
  position?: number;
}

/** A variable of the catalog's model; `global` ones are the Global Info entries. */
export interface ModelProperty {
  name: string;
  type: string;
}

/** A catalog as GET /api/collections lists it (the part the catalogue reads). */
export interface RecordsCatalog {
  _id: string;
  name: string;
  label: string;
  type: { _id: string; name: string; apps?: ModelApp[]; properties?: ModelProperty[] } | null;
  position: number;
  detail: string;
  recordLabel: string;
  globalLabel: string;
  myRecords: boolean;
  isEveryone?: boolean;
  appOptions: { appName: string; isDisabled?: boolean; globalTarget?: string }[];
}

/** Who created or edited records of the catalog (GET …/users), for the filters. */
export interface RecordUser {
  _id: string;
  name: string;
}
