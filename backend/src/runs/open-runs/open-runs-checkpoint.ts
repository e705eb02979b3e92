import { readProjectionSnapshot } from '@app/projections';
import type { ReadModelStore } from '@app/storage';
import {
  openRunsProjector,
  RUNNING,
  UNNOTIFIED,
  UNSENT,
  type OpenRunDoc,
  type UnnotifiedRunDoc,
  type UnsentRunDoc,
} from './open-runs.projector';

/** The open runs as of `position`: the log after it is read on top of them. */
export interface RunsAtCheckpoint {
  position: number;
  running: OpenRunDoc[];
  /** Completed at `completedFrom` or later, with no notice recorded. */
  unnotified: UnnotifiedRunDoc[];
}

export interface UnsentAtCheckpoint {
  position: number;
  unsent: UnsentRunDoc[];
}

/**
 * The open-runs read model with the position it stands at; null when it cannot be trusted (none yet, another
 * version, a parked event): the caller reads the log from its beginning, as before there was a checkpoint.
 */
export async function runsAtCheckpoint(
  readModels: ReadModelStore | undefined,
  completedFrom: string,
): Promise<RunsAtCheckpoint | null> {
  if (!readModels) return null;
  const snapshot = await readProjectionSnapshot(readModels, openRunsProjector, async (reader) => ({
    running: (await reader.find(RUNNING)) as OpenRunDoc[],
    unnotified: (await reader.find(UNNOTIFIED, {
      where: { completedAt: { gte: completedFrom } },
    })) as UnnotifiedRunDoc[],
  }));
  return snapshot && { position: snapshot.position, ...snapshot.value };
}

export async function unsentAtCheckpoint(readModels: ReadModelStore | undefined): Promise<UnsentAtCheckpoint | null> {
  if (!readModels) return null;
  const snapshot = await readProjectionSnapshot(readModels, openRunsProjector, async (reader) => ({
    unsent: (await reader.find(UNSENT)) as UnsentRunDoc[],
  }));
  return snapshot && { position: snapshot.position, ...snapshot.value };
}
