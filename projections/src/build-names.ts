import type { ReadModelStore } from '@app/storage';
import type { Projector } from './projector';

/*
 * A "build" is one materialisation of a projector: `v3` for version 3, `v3r1`, `v3r2`, ... for
 * explicit rebuilds of the same version. Each build has its own collections and checkpoint, so a
 * rebuild never touches what readers see until the switch.
 */

const PROJECTOR_NAME = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const LOGICAL_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const BUILD_ID = /^v([1-9][0-9]*)(?:r([1-9][0-9]*))?$/;

export interface Build {
  version: number;
  rebuild: number;
}

export function formatBuild(build: Build): string {
  return build.rebuild > 0 ? `v${build.version}r${build.rebuild}` : `v${build.version}`;
}

export function parseBuild(id: string): Build {
  const match = BUILD_ID.exec(id);
  if (!match)
    throw new Error(`Malformed projection build id ${JSON.stringify(id)} (expected v<version> or v<version>r<n>)`);
  return { version: Number(match[1]), rebuild: match[2] ? Number(match[2]) : 0 };
}

export function physicalCollection(projector: string, build: string, logical: string): string {
  return `${projector}_${build}_${logical}`;
}

export function checkpointName(projector: string, build: string): string {
  return `${projector}@${build}`;
}

export const metaKeys = {
  live: (projector: string) => `projection:${projector}:live`,
  target: (projector: string) => `projection:${projector}:target`,
  /** The physical collections of a build, so an old build can be dropped after its code is gone. */
  collections: (projector: string, build: string) => `projection:${projector}:collections:${build}`,
  /** Every build that has collections (a JSON array), so a start can drop those neither live nor target. */
  builds: (projector: string) => `projection:${projector}:builds`,
};

/** The builds of a projector that have (or had) collections, as the runner listed them. */
export async function listedBuilds(readModels: ReadModelStore, projector: string): Promise<string[]> {
  return JSON.parse((await readModels.getMeta(metaKeys.builds(projector))) || '[]') as string[];
}

/** Notes that a build has collections, before they are created (so a crash right after still finds them). */
export async function listBuild(readModels: ReadModelStore, projector: string, build: string): Promise<void> {
  const builds = await listedBuilds(readModels, projector);
  if (!builds.includes(build)) await readModels.setMeta(metaKeys.builds(projector), JSON.stringify([...builds, build]));
}

/** Checks a projector once, at construction, with messages that name the projector. */
export function assertProjector(projector: Projector): void {
  const name = String(projector?.name);
  if (!PROJECTOR_NAME.test(name)) {
    throw new Error(
      `Invalid projector name ${JSON.stringify(projector?.name)}: a letter, then letters, digits or '-' (at most 40)`,
    );
  }
  if (!Number.isInteger(projector.version) || projector.version < 1) {
    throw new Error(`Projector '${name}': version must be an integer >= 1, got ${String(projector.version)}`);
  }
  if (!Array.isArray(projector.handles) || projector.handles.length === 0) {
    throw new Error(`Projector '${name}': handles must list at least one event type`);
  }
  if (typeof projector.apply !== 'function') throw new Error(`Projector '${name}': apply must be a function`);
  const seen = new Set<string>();
  for (const spec of projector.collections ?? []) {
    if (!LOGICAL_NAME.test(String(spec?.name))) {
      throw new Error(
        `Projector '${name}': invalid collection name ${JSON.stringify(spec?.name)} (a letter, then letters, digits, _ or -)`,
      );
    }
    if (seen.has(spec.name)) throw new Error(`Projector '${name}': collection '${spec.name}' is declared twice`);
    seen.add(spec.name);
  }
}
