import type { NewEvent } from '@app/event-schemas';
import { ProjectionRunner } from '@app/projections';
import { SqliteEventStore, SqliteReadModelStore, type EventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRunsProjector } from './open-runs/open-runs.projector';
import type { RunEvent } from './run.events';

/**
 * A real SQLite event store in a fresh folder for each test, and a writer of run events under any run id: the
 * specs of what a start reads back from the log (runs left unfinished, documents left unsent).
 */
export function runLogOnDisk(folder: string) {
  const log = { store: undefined as unknown as SqliteEventStore, dir: '' };
  beforeEach(() => {
    log.dir = mkdtempSync(join(tmpdir(), `${folder}-`));
    log.store = SqliteEventStore.open(join(log.dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await log.store.close();
    rmSync(log.dir, { recursive: true, force: true });
  });
  const write = async (tenant: string, runId: string, events: RunEvent[]) => {
    const metadata = { tenant, userId: null, correlationId: 'c', causationId: null, time: new Date().toISOString() };
    const stamped: NewEvent[] = events.map((event) => ({ type: event.type, data: { ...event.data, runId }, metadata }));
    await log.store.append(`${tenant}.run-${runId}`, stamped, 'any');
  };
  return { log, write };
}

/**
 * The open-runs read model over a run log, in a real SQLite read-model file beside it: `project()` runs the projector
 * until it has caught up with the log and stops it, so what is written afterwards lies after its checkpoint (as
 * what a crash cut off does). `rebuild()` replays the log into a new build and makes it live.
 */
export function openRunsOnDisk(log: { store: EventStore; dir: string }) {
  const state = { readModels: undefined as unknown as SqliteReadModelStore };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const runner = () =>
    new ProjectionRunner({
      eventStore: log.store,
      readModels: state.readModels,
      projectors: [openRunsProjector],
      logger: quiet,
    });
  beforeEach(async () => {
    state.readModels = await SqliteReadModelStore.open(join(log.dir, 'read-models.sqlite'));
  });
  afterEach(async () => {
    await state.readModels.close();
  });
  const project = async () => {
    const projections = runner();
    await projections.start();
    await projections.waitFor(await log.store.headPosition(), 10_000);
    await projections.stop();
  };
  const rebuild = async () => {
    const projections = runner();
    await projections.start();
    await projections.rebuild(openRunsProjector.name);
    await projections.stop();
  };
  return {
    get readModels() {
      return state.readModels;
    },
    project,
    rebuild,
  };
}

/** The store, counting the events its `readAll` hands out: how much of the log a start reads. */
export function countingReads(store: EventStore): { store: EventStore; read: () => number } {
  let read = 0;
  const counting = Object.create(store) as EventStore;
  counting.readAll = async (options) => {
    const events = await store.readAll(options);
    read += events.length;
    return events;
  };
  return { store: counting, read: () => read };
}
