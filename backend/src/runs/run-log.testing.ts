import type { NewEvent } from '@app/event-schemas';
import { SqliteEventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
