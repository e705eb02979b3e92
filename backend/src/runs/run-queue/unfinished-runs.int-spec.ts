import type { NewEvent } from '@app/event-schemas';
import { SqliteEventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembled, completed, failed, started } from '../run.testing';
import type { RunEvent } from '../run.events';
import { NOTICE_WINDOW_MS, unfinishedRuns } from './unfinished-runs';

describe('what a stop left unfinished, read from the event log (a real SQLite file)', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'unfinished-runs-'));
    store = SqliteEventStore.open(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = async (tenant: string, runId: string, events: RunEvent[]) => {
    const metadata = { tenant, userId: null, correlationId: 'c', causationId: null, time: new Date().toISOString() };
    const stamped: NewEvent[] = events.map((event) => ({
      type: event.type,
      data: { ...event.data, runId },
      metadata,
    }));
    await store.append(`${tenant}.run-${runId}`, stamped, 'any');
  };

  it('lists runs started and never ended (with their last move), and completed runs never notified', async () => {
    await write('demo', 'cut', [started, assembled()]);
    await write('demo', 'done', [started, completed]);
    await write('demo', 'told', [
      started,
      completed,
      { type: 'RunNotified', data: { runId: 'told', group: 'g', recipients: 2 } },
    ]);
    await write('demo', 'broken', [started, failed]);
    await write('acme', 'cut', [started]);

    const { unfinished, unnotified } = await unfinishedRuns(store);
    expect(unfinished.map(({ tenant, runId, by }) => [tenant, runId, by])).toEqual([
      ['demo', 'cut', 'u1'],
      ['acme', 'cut', 'u1'],
    ]);
    const cut = await store.readStream('demo.run-cut');
    expect(unfinished[0].lastEventAt).toBe(cut[1].recordedAt);
    expect(unnotified.map(({ tenant, runId }) => [tenant, runId])).toEqual([['demo', 'done']]);

    // A day after its completion, a notice is no longer owed: runs without a group are not looked at for ever.
    const dayLater = Date.now() + NOTICE_WINDOW_MS + 60_000;
    expect((await unfinishedRuns(store, dayLater)).unnotified).toEqual([]);
    expect((await unfinishedRuns(store, dayLater)).unfinished).toHaveLength(2);
  });

  it('reads the log a page at a time', async () => {
    for (let i = 0; i < 1100; i++) await write('demo', `r${i}`, [started, ...(i === 1050 ? [] : [completed])]);
    const { unfinished } = await unfinishedRuns(store);
    expect(unfinished.map((run) => run.runId)).toEqual(['r1050']);
  }, 30_000);
});
