import type { ModelApp, RecordApp } from './record.types';

/** 002 §2.1: '(app not found)' for an app on a record that the catalog's model does not have. */
export const APP_NOT_FOUND = '(app not found)';

/** 002 §2.1: lists of apps are sorted by position when they have one, otherwise by name. */
export function sortApps<A extends { name: string; position?: number }>(apps: readonly A[]): A[] {
  return [...apps].sort((a, b) => {
    const pa = typeof a.position === 'number' ? a.position : undefined;
    const pb = typeof b.position === 'number' ? b.position : undefined;
    if (pa !== undefined && pb !== undefined && pa !== pb) return pa - pb;
    if (pa !== undefined && pb === undefined) return -1;
    if (pa === undefined && pb !== undefined) return 1;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  });
}

export interface DetailApp {
  name: string;
  label: string;
  /** The model has no such app: shown as APP_NOT_FOUND and not openable. */
  missing: boolean;
  run?: RecordApp;
}

/**
 * The apps of the detail panel: every enabled app of the model with what ran of it on the record, then the apps
 * the record ran that the model no longer has, all sorted by position, else name.
 */
export function detailApps(
  modelApps: readonly ModelApp[],
  runs: readonly RecordApp[],
  disabled: ReadonlySet<string> = new Set(),
): DetailApp[] {
  const known = new Map(modelApps.map((app) => [app.name, app]));
  const runOf = new Map(runs.map((run) => [run.name, run]));
  const fromModel = modelApps
    .filter((app) => !disabled.has(app.name))
    .map((app) => ({
      name: app.name,
      label: app.label?.trim() || app.name,
      missing: false,
      run: runOf.get(app.name),
      position: app.position,
    }));
  const unmatched = runs
    .filter((run) => !known.has(run.name))
    .map((run) => ({ name: run.name, label: APP_NOT_FOUND, missing: true, run, position: run.position }));
  return sortApps([...fromModel, ...unmatched]).map(({ position: _position, ...app }) => app);
}
