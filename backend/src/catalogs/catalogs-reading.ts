import { ProjectionWaitTimeoutError } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { Projections } from '../shared/projections/projections';
import { CATALOGS_PROJECTOR } from './catalogs.projector';

/**
 * Waits (bounded) until the catalogs read model shows every event written so far, or until `position`: a command
 * that numbers catalogs or counts them reads the list as it is, and an answer that lists them shows its own save.
 * When the wait runs out the read model is read as it stands, as X-Min-Position does.
 */
export async function catalogsCaughtUp(
  runner: Projections,
  store: EventStore,
  waitMs: number,
  position?: number,
): Promise<void> {
  const target = position ?? (await store.headPosition());
  try {
    await runner.waitFor(target, waitMs, { projectors: [CATALOGS_PROJECTOR] });
  } catch (error) {
    if (!(error instanceof ProjectionWaitTimeoutError)) throw error;
  }
}
