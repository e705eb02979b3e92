import type { EventStore } from '@app/storage';
import { catalogGlobalAt } from '../../catalogs';
import { withGlobals, type GlobalValues } from './run-globals';

/** The catalog's global info for some globals: the values of those that have some, and every one's version. */
export interface RunGlobals {
  values: GlobalValues;
  /** Per global: the version read (0: the catalog never had info for it). */
  versions: Record<string, number>;
}

export const globalVersionGone = (name: string, version: number) =>
  `The global info ${name} has no version ${version}: the run cannot read what it read.`;

/** The catalog's current global info for the named globals (a run's start, the interview's open). */
export async function currentGlobals(
  store: EventStore,
  tenant: string,
  catalogId: string,
  names: readonly string[],
): Promise<RunGlobals> {
  const values: Record<string, Readonly<Record<string, unknown>>> = {};
  const versions: Record<string, number> = {};
  const read = await Promise.all(names.map((name) => catalogGlobalAt(store, tenant, catalogId, name)));
  names.forEach((name, index) => {
    const info = read[index];
    versions[name] = info?.version ?? 0;
    if (info?.values) values[name] = info.values;
  });
  return { values, versions };
}

/**
 * The global info a run pinned, each global's stream folded up to its pinned version, so a run assembled again reads
 * the same values however the info changed since. A version the stream no longer has is thrown (`globalVersionGone`).
 */
export async function pinnedGlobals(
  store: EventStore,
  tenant: string,
  catalogId: string,
  pinned: Readonly<Record<string, number>>,
): Promise<GlobalValues> {
  const values: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [name, version] of Object.entries(pinned)) {
    const info = await catalogGlobalAt(store, tenant, catalogId, name, version);
    if (!info) throw new Error(globalVersionGone(name, version));
    if (info.values) values[name] = info.values;
  }
  return values;
}

/** A run's record values with the global info it pinned in place (run-globals.ts `withGlobals`): what its templates read. */
export async function runValues(
  store: EventStore,
  tenant: string,
  run: { catalogId: string; globals: Readonly<Record<string, number>> },
  recordValues: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const names = Object.keys(run.globals);
  if (names.length === 0) return { ...recordValues };
  return withGlobals(recordValues, names, await pinnedGlobals(store, tenant, run.catalogId, run.globals));
}
