import { runFailureMessage } from '../run-queue/run-failure-message';
import type { TimedRun } from '../run-history';
import type { SendProvider } from '../run.events';
import { globalsChanged } from '../run-globals/run-globals';
import type { DocumentDelivery } from '../run.state';

export type AppStatus = 'Not run' | 'In Progress' | 'Ok' | 'Failed' | 'Out of date';

export interface ResultFile {
  index: number;
  name: string;
  extension: string;
  size: number;
  sha256: string;
  url: string;
  provenance: {
    modelVersion: number;
    recordVersion: number;
    template: string;
    templateSha256: string | null;
    /** The version of the catalog's global info the run read, per global variable (0: there was none). */
    globals: Readonly<Record<string, number>>;
  };
  /** Where the document is kept besides the local copy: its provider and what the link route takes, or 'local'. */
  storage: { provider: SendProvider; ref: string; url?: string } | 'local';
  /**
   * 'Send documents': null when the app option does not send it; 'sending' until the provider answers; 'retrying'
   * while an unavailable provider is tried again by itself; 'failed' when only someone asking again sends it.
   */
  sending: 'sending' | 'sent' | 'retrying' | 'failed' | null;
  /** Why it did not reach the provider (the provider's own words), while it has not. */
  sendError: string | null;
}

/** Contract §4, the app result (002 §7). */
export interface AppResult {
  name: string;
  label: string;
  instructions: string;
  status: AppStatus;
  runId: string | null;
  lastRun: string | null;
  error: string | null;
  files: ResultFile[];
  allUrl: string | null;
  /** Set while documents did not reach the provider: how many, where, and the first reason. */
  sendError: string | null;
  /**
   * Changed data the run could not save back to where it was read from ('Save changed data back to the catalogs it
   * came from'), one line each: "Not saved back to Clients: …".
   */
  notSavedBack: string[];
}

export interface AppResultFacts {
  app: { name: string; label: string; instructions: string };
  /** The app's latest run on the record (null: it never ran). */
  run: TimedRun | null;
  /** The version of the record's last save of values. */
  savedVersion: number;
  /** The model version a run of the app would use now (the live snapshot's, or the latest). */
  modelVersion: number;
  /** `/{t}/download/{catalog}/{id}`. */
  fileUrl: string;
  /** The current version of the catalog's global info of each global the run read (absent: not looked at). */
  globalVersions?: Readonly<Record<string, number>>;
  /**
   * The app option sends documents and the run completed moments ago without its send request yet: the queue writes
   * the request just after the completion, so its documents read 'sending' (the page keeps re-reading) rather than
   * as never to be sent.
   */
  sendDue?: boolean;
  /** The latest version of each object model the run read (absent: not looked at). */
  objectModelVersions?: Readonly<Record<string, number>>;
}

/** How long after its completion a run whose send request is not written yet still reads as about to be sent. */
export const SEND_DUE_MS = 60_000;

/**
 * The app's result on the record. A completed run is 'Out of date' once the record's values were saved after the
 * version it read, the model version it would use now is not the one it used, or the catalog's global info it read
 * changed since, or an object model whose formulas it read has a newer version: its documents no longer say what a
 * run now would. A failed run says which template failed and why, and offers no files.
 */
export function toAppResult(facts: AppResultFacts): AppResult {
  const { app, run, fileUrl } = facts;
  const base = {
    ...app,
    runId: null,
    lastRun: null,
    error: null,
    files: [],
    allUrl: null,
    sendError: null,
    notSavedBack: [],
  };
  if (!run) return { ...base, status: 'Not run' };
  const common = { ...base, runId: run.runId, lastRun: run.updatedAt };
  if (run.status === 'running') return { ...common, lastRun: run.startedAt, status: 'In Progress' };
  if (run.status === 'failed') return { ...common, status: 'Failed', error: runFailureMessage(run) };
  const stale =
    facts.savedVersion > run.recordVersion ||
    facts.modelVersion !== run.modelVersion ||
    (facts.globalVersions !== undefined && globalsChanged(run.globals, facts.globalVersions)) ||
    (facts.objectModelVersions !== undefined && objectModelsChanged(run, facts.objectModelVersions));
  const files = run.documents.map((document, index) => ({
    index,
    name: document.name,
    extension: document.ext,
    size: document.size,
    sha256: document.sha256,
    url: `${fileUrl}/${run.runId}/${index}`,
    provenance: {
      modelVersion: run.modelVersion,
      recordVersion: run.recordVersion,
      template: document.template,
      templateSha256: document.templateFile,
      globals: run.globals,
    },
    ...(facts.sendDue && Object.keys(run.deliveries).length === 0
      ? { storage: 'local' as const, sending: 'sending' as const, sendError: null }
      : deliveryOf(run.deliveries[index])),
  }));
  return {
    ...common,
    status: stale ? 'Out of date' : 'Ok',
    files,
    allUrl: files.length > 0 ? `${fileUrl}/${run.runId}/all` : null,
    sendError: sendErrorOf(files),
    notSavedBack: notSavedBackLines(run.savedBack),
  };
}

export const notSavedBackLine = (source: string, reason: string) => `Not saved back to ${source}: ${reason}`;

/** The app result's lines for the objects whose changed data was not saved back, in the order of their paths. */
export function notSavedBackLines(savedBack: TimedRun['savedBack']): string[] {
  return Object.keys(savedBack)
    .sort()
    .flatMap((path) => {
      const failure = savedBack[path].failure;
      return failure === null ? [] : [notSavedBackLine(savedBack[path].source, failure)];
    });
}

function deliveryOf(delivery: DocumentDelivery | undefined): Pick<ResultFile, 'storage' | 'sending' | 'sendError'> {
  if (!delivery) return { storage: 'local', sending: null, sendError: null };
  if (delivery.sent) {
    const { ref, url } = delivery.sent;
    return { storage: { provider: delivery.provider, ref, ...(url ? { url } : {}) }, sending: 'sent', sendError: null };
  }
  if (!delivery.failure) return { storage: 'local', sending: 'sending', sendError: null };
  const { reason, retrying } = delivery.failure;
  return { storage: 'local', sending: retrying ? 'retrying' : 'failed', sendError: reason };
}

/** "1 of 3 documents was not sent (trying again): {the provider's reason}" */
export function sendErrorOf(files: readonly Pick<ResultFile, 'sending' | 'sendError'>[]): string | null {
  const failed = files.filter((file) => file.sendError !== null);
  if (failed.length === 0) return null;
  const retrying = failed.every((file) => file.sending === 'retrying');
  const count = `${failed.length} of ${files.length} document${files.length === 1 ? '' : 's'}`;
  return `${count} ${failed.length === 1 ? 'was' : 'were'} not sent${retrying ? ' (trying again)' : ''}: ${failed[0].sendError}`;
}

/**
 * The result as an external user sees it: their documents without where the firm files them. The workspace's
 * document store, its provider's refusals and retries are the firm's business, not its client's (decisions §20).
 */
export function withoutDelivery(result: AppResult): AppResult {
  return {
    ...result,
    files: result.files.map((file) => ({ ...file, storage: 'local', sending: null, sendError: null })),
    sendError: null,
  };
}

/**
 * Whether an object model the run read (its formulas reach the documents through `Client.FullName`) moved past the
 * version pinned. The record's own model, met again through an object, is judged by the model version instead (a
 * live snapshot may pin it below its latest on purpose).
 */
export function objectModelsChanged(
  run: { modelId: string; models: Readonly<Record<string, number>> },
  current: Readonly<Record<string, number>>,
): boolean {
  return Object.entries(run.models).some(
    ([elementId, version]) =>
      elementId !== run.modelId && current[elementId] !== undefined && current[elementId] !== version,
  );
}
