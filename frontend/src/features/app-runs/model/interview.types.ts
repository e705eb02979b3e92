import type { InterviewInput } from '@app/templating/interview';
import type { InterviewGlobals } from './interview-globals';
import type { RecordLink } from './app-link';

/** GET …/interview (app-runs contract §1). */
export interface InterviewOpened {
  catalog: { name: string; label: string };
  app: {
    name: string;
    label: string;
    generateDocs: boolean;
    instructions: string;
    /** 'SELECT data FROM…' is set: the interview may start with "Choose" (absent from older servers: no). */
    selectsData?: boolean;
    /** 'LINK record TO…' is set: the header shows the record's link and lets it change (absent: no). */
    linksRecord?: boolean;
  };
  modelVersion: number;
  record: null | {
    id: string;
    name: string;
    version: number;
    status: string;
    values: Record<string, unknown>;
    /** The query item an app linked the record to (absent from older servers: none). */
    link?: RecordLink | null;
  };
  input: InterviewInput;
  /** Display name of the user holding the record's lock: the page is read-only. */
  lockedBy: string | null;
  /**
   * The catalog's global info for the model's global variables that have some: shown read-only and read by relevance,
   * formulas and static text, never saved on the record (absent from older servers: none).
   */
  globals?: InterviewGlobals;
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
