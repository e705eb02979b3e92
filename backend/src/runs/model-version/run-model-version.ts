import { invalid } from '../../shared/domain/domain-error';

/** One app's settings on a catalog, as far as the model version goes (002 §3 appOptions entry). */
export interface LiveVersionOption {
  appName: string;
  liveVersion?: string;
  /** Set on global-info entries: those are not the app's own run on a record. */
  globalTarget?: string;
}

/** The model version a run assembles, and the snapshot that pinned it (none: the latest version). */
export interface RunModelVersion {
  modelVersion: number;
  snapshot?: string;
}

export const liveVersionGone = (app: string, snapshot: string, latest: number) =>
  `The live version ${snapshot} of the app ${app} is not a version of the model (its latest is ${latest}): ` +
  'choose another on the catalog.';

/**
 * 002 §3 / ARCHITECTURE.md "Snapshots and live versions": a run assembles the model version the catalog's live
 * snapshot for the app pins (a snapshot's id is the model's version number), or the latest when the app has none
 * ('' or no entry). A snapshot that names no version of the model is refused rather than silently replaced by the
 * latest: the catalog's owner chose that version on purpose.
 */
export function runModelVersion(
  appOptions: readonly LiveVersionOption[],
  app: string,
  latest: number,
): RunModelVersion {
  const lower = app.toLowerCase();
  const option = appOptions.find((entry) => entry.globalTarget === undefined && entry.appName.toLowerCase() === lower);
  const snapshot = option?.liveVersion ?? '';
  if (snapshot === '') return { modelVersion: latest };
  const version = /^[1-9][0-9]{0,8}$/.test(snapshot) ? Number(snapshot) : null;
  if (version === null || version > latest) throw invalid(liveVersionGone(app, snapshot, latest));
  return { modelVersion: version, snapshot };
}
