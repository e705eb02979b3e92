import { runLogOnDisk } from '../run-log.testing';
import { assembled, completed, failed, started } from '../run.testing';
import { NOTICE_WINDOW_MS, unfinishedRuns } from './unfinished-runs';

describe('what a stop left unfinished, read from the event log (a real SQLite file)', () => {
  const { log, write } = runLogOnDisk('unfinished-runs');

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

    const { unfinished, unnotified } = await unfinishedRuns(log.store);
    expect(unfinished.map(({ tenant, runId, by }) => [tenant, runId, by])).toEqual([
      ['demo', 'cut', 'u1'],
      ['acme', 'cut', 'u1'],
    ]);
    const cut = await log.store.readStream('demo.run-cut');
    expect(unfinished[0].lastEventAt).toBe(cut[1].recordedAt);
    expect(unnotified.map(({ tenant, runId }) => [tenant, runId])).toEqual([['demo', 'done']]);

    // A day after its completion, a notice is no longer owed: runs without a group are not looked at for ever.
    const dayLater = Date.now() + NOTICE_WINDOW_MS + 60_000;
    expect((await unfinishedRuns(log.store, dayLater)).unnotified).toEqual([]);
    expect((await unfinishedRuns(log.store, dayLater)).unfinished).toHaveLength(2);
  });

  it('reads the log a page at a time', async () => {
    for (let i = 0; i < 1100; i++) await write('demo', `r${i}`, [started, ...(i === 1050 ? [] : [completed])]);
    const { unfinished } = await unfinishedRuns(log.store);
    expect(unfinished.map((run) => run.runId)).toEqual(['r1050']);
  }, 30_000);
});
