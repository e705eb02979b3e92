/**
 * What the records context shows of app runs (contract §6) without depending on the app-runs context (which
 * depends on records): the runs context provides this port, the records views call it.
 */
export const RECORD_RUNS = Symbol('RECORD_RUNS');

/** One app that ran on the record, as the record's `apps[]` lists it. */
export interface RecordApp {
  name: string;
  label: string;
  status: string;
  lastRun: string | null;
  runId: string | null;
  files: { index: number; name: string; url: string }[];
  /** 'Send documents': why documents of the latest run did not reach the provider (null: none failed). */
  sendError: string | null;
}

/** How a run ended, for the record's history: its documents, or why it failed. */
export interface RunOutcome {
  app: string;
  documents: number | null;
  error: string | null;
}

export interface RecordRuns {
  /** The apps that ran on the record and the names of its attachments (its file answers). */
  viewOf(
    tenant: string,
    catalog: { catalogId: string; name: string },
    recordId: string,
  ): Promise<{ apps: RecordApp[]; attachments: string[] }>;
  /** The outcome of each ended run named (runs still going, or unknown, are left out). */
  outcomes(tenant: string, runIds: readonly string[]): Promise<Map<string, RunOutcome>>;
}
