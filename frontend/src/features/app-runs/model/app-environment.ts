import type { RunCatalog, RunSnapshot } from './app-run.types';

/**
 * The environment an app runs in on a catalog, as the About dialog names it (002 §2.4): 'Latest' (the model as it
 * is now) unless the catalog's settings make a snapshot the app's live version; then the snapshot's label, or its
 * date when nobody named it, or 'Live snapshot' when the snapshots cannot be read (they are for administrators).
 */
export function appEnvironment(
  catalog: Pick<RunCatalog, 'appOptions'> | undefined,
  appName: string,
  snapshots: RunSnapshot[] | undefined,
): string {
  const live = catalog?.appOptions.find((option) => option.appName === appName && !option.globalTarget)?.liveVersion;
  if (!live) return 'Latest';
  const snapshot = snapshots?.find((each) => each._id === live);
  if (!snapshot) return 'Live snapshot';
  return snapshot.label?.trim() || `Snapshot of ${new Date(snapshot.version).toLocaleString()}`;
}
