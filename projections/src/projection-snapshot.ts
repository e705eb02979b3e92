import type { ReadModelStore } from '@app/storage';
import { checkpointName, metaKeys, parseBuild, physicalCollection } from './build-names';
import { loadParkedEvents } from './parked-events';
import type { Projector } from './projector';
import type { ProjectionReader } from './read-models-reader';

/** What a projector's documents said, and the position of the last event they hold. */
export interface ProjectionSnapshot<T> {
  position: number;
  value: T;
}

/** Reads given up on while commits keep landing between them: the caller reads the log instead. */
const ATTEMPTS = 5;

/**
 * Reads a projector's live documents together with the checkpoint they stand at, so that a caller can take them
 * as the log's state up to `position` and read on from there (a start-up that must not rely on a read model having
 * caught up, yet must not read the whole log either). Documents and checkpoint are committed in one transaction
 * and the checkpoint only grows, so the checkpoint (and the live build) is read before and after the documents:
 * when neither moved, the documents are exactly those of the checkpoint; otherwise the read is made again.
 *
 * Null when there is nothing to trust: no live build yet, a live build of another version of the projector (an
 * upgrade still rebuilding: its documents have another shape), a build that parked an event (its documents miss
 * that event's changes), or commits that kept landing. The caller then reads the log from its beginning. Works the
 * same in a process that follows the projections another process runs (it reads only the read-model store).
 */
export async function readProjectionSnapshot<T>(
  store: ReadModelStore,
  projector: Pick<Projector, 'name' | 'version' | 'collections'>,
  read: (reader: ProjectionReader) => Promise<T>,
): Promise<ProjectionSnapshot<T> | null> {
  const stand = async () => {
    const build = (await store.getMeta(metaKeys.live(projector.name))) || undefined;
    if (!build || parseBuild(build).version !== projector.version) return null;
    return { build, position: (await store.getCheckpoint(checkpointName(projector.name, build))) ?? 0 };
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await stand();
    if (!before) return null;
    if ((await loadParkedEvents(store, projector.name, before.build)).length > 0) return null;
    const known = new Set(projector.collections.map((spec) => spec.name));
    const physical = (logical: string) => {
      if (!known.has(logical)) throw new Error(`Projector '${projector.name}' has no collection '${logical}'`);
      return physicalCollection(projector.name, before.build, logical);
    };
    const value = await read({
      get: (collection, id) => store.get(physical(collection), id),
      getMany: (collection, ids) => store.getMany(physical(collection), ids),
      find: (collection, query) => store.find(physical(collection), query),
      count: (collection, where) => store.count(physical(collection), where),
    });
    const after = await stand();
    if (after?.build === before.build && after.position === before.position)
      return { position: before.position, value };
  }
  return null;
}
