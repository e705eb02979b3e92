import type { LatestAnswers, SavedAnswers } from './interview.types';

/**
 * Where an interview's answers go when they are not a record's (a global-info app's go to the catalog's global
 * info): its autosave, the read after a 409, and Finish. Without one, the interview saves to the record and
 * Finish runs the app on it (the records API and contract §3).
 */
export interface AnswersDestination {
  /** The changed top-level answers (`null` clears one) on `version`; a 409 when someone saved since. */
  save(nextValues: Record<string, unknown>, version: number): Promise<SavedAnswers>;
  /** The answers as someone else left them, after a 409. */
  loadLatest(): Promise<LatestAnswers>;
  /** Finish once every answer is saved at `version`: it takes the person on (the interview is done). */
  finish(version: number): Promise<void>;
  /**
   * A file question's upload, resolving to the answer to commit ({ name, size, sha256, contentType }). Without it,
   * files go to the record's attachments route, which a destination without a record cannot use.
   */
  upload?(file: File): Promise<unknown>;
}
