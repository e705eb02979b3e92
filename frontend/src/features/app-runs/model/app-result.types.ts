/** The app result as GET /{t}/api/collections/{catalog}/items/{id}/{app} answers it (app-runs contract §4, 002 §7). */

export type AppResultStatus = 'Not run' | 'In Progress' | 'Ok' | 'Failed' | 'Out of date';

/** Where a document came from (issue 16: each document shows its provenance). */
export interface DocumentProvenance {
  modelVersion: number;
  recordVersion: number;
  template: string;
  templateSha256: string | null;
  /** The version of the catalog's global info the run read, per global variable (0: none; absent on older servers). */
  globals?: Readonly<Record<string, number>>;
}

export interface ResultFile {
  /** 0-based, in run order. */
  index: number;
  name: string;
  extension: string;
  size: number;
  sha256: string;
  /** `/{t}/download/{catalog}/{id}/{runId}/{n}`. */
  url: string;
  provenance: DocumentProvenance;
  /** Where the document went besides this product ('Send documents'): 'local' until a provider took it. */
  storage?: { provider: string; ref: string; url?: string } | 'local';
  /** null when the app option sends nothing; else where the sending stands. */
  sending?: 'sending' | 'sent' | 'retrying' | 'failed' | null;
  /** Why the provider did not take it. */
  sendError?: string | null;
}

export interface AppResult {
  name: string;
  label: string;
  /** Markdown; '' when the app has none. */
  instructions: string;
  status: AppResultStatus;
  runId: string | null;
  /** ISO. */
  lastRun: string | null;
  /** Why the last run failed, naming the template: "Template 'Letter': unknown filter 'x'". */
  error: string | null;
  files: ResultFile[];
  /** The zip of every document, when there are files. */
  allUrl: string | null;
  /** "2 of 3 documents were not sent (trying again): …"; null when every document was sent or none is sent. */
  sendError?: string | null;
  /** Changed data the run could not save back to where it came from: "Not saved back to Clients: …", one line each. */
  notSavedBack?: string[];
}
