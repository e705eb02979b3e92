import type { InterviewInput } from '@app/templating/interview';

/** GET …/interview (app-runs contract §1). */
export interface InterviewOpened {
  catalog: { name: string; label: string };
  app: { name: string; label: string; generateDocs: boolean; instructions: string };
  modelVersion: number;
  record: null | { id: string; name: string; version: number; status: string; values: Record<string, unknown> };
  input: InterviewInput;
  /** Display name of the user holding the record's lock: the page is read-only. */
  lockedBy: string | null;
  /** For an external user only: what the portal does at Finish and Exit (INTERVIEW §9). */
  external?: PortalSettings;
}

/** The app's portal settings (001 §3 App: extUseURLs, extCompletionURL, extExitURL, extInstruct, showDocs, extAutoClose). */
export interface PortalSettings {
  useURLs: boolean;
  completionURL: string;
  exitURL: string;
  /** Markdown: shown after Finish when the person is not sent to the completion URL. */
  instructions: string;
  showDocs: boolean;
  /** Their access to the record closes once their run completes: the interview is not opened again. */
  autoClose: boolean;
}

/** A save's answer: the record (created on the first save of a new one) at its new version. */
export interface SavedAnswers {
  recordId: string;
  name: string;
  version: number;
}

/** The record as someone else left it (after a 409). */
export interface LatestAnswers {
  version: number;
  name: string;
  values: Record<string, unknown>;
  /** Who saved it, for "Updated by {name}". */
  by: string;
}
