import { countingReads, openRunsOnDisk, runLogOnDisk } from '../run-log.testing';
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

  describe('from the open-runs checkpoint (a real SQLite read-model file)', () => {
    const openRuns = openRunsOnDisk(log);
    const notified = { type: 'RunNotified', data: { runId: 'x', group: 'g', recipients: 1 } } as const;
    const names = (runs: { tenant: string; runId: string }[]) => runs.map(({ tenant, runId }) => `${tenant}.${runId}`);

    it('finds the one open run among many finished ones, reading only the log after the checkpoint', async () => {
      for (let i = 0; i < 2000; i++) await write('demo', `r${i}`, [started, completed, notified]);
      await write('demo', 'cut', [started, assembled()]);
      await write('demo', 'unnoticed', [started, completed]);
      await openRuns.project();
      // After the checkpoint, as a crash leaves it: a run started and one of the open runs ended.
      await write('acme', 'late', [started]);
      await write('demo', 'r7', [started]);
      await write('demo', 'r7', [failed]);

      const counting = countingReads(log.store);
      const { unfinished, unnotified } = await unfinishedRuns(counting.store, Date.now(), openRuns.readModels);
      expect(names(unfinished)).toEqual(['demo.cut', 'acme.late']);
      expect(unfinished[0].lastEventAt).toBe((await log.store.readStream('demo.run-cut'))[1].recordedAt);
      expect(names(unnotified)).toEqual(['demo.unnoticed']);
      expect(counting.read()).toBeLessThan(10);
      // The same answer as a read of the whole log.
      expect(await unfinishedRuns(log.store)).toEqual({ unfinished, unnotified });
    }, 60_000);

    it('still finds the open run after the projections are rebuilt, and with no read model at all', async () => {
      for (let i = 0; i < 50; i++) await write('demo', `r${i}`, [started, ...(i === 20 ? [] : [completed])]);
      await openRuns.project();
      await openRuns.rebuild();
      const counting = countingReads(log.store);
      const { unfinished } = await unfinishedRuns(counting.store, Date.now(), openRuns.readModels);
      expect(names(unfinished)).toEqual(['demo.r20']);
      expect(counting.read()).toBe(0);
      // A read-model store the projections never ran on: the whole log is read, with the same answer.
      const { unfinished: fromLog } = await unfinishedRuns(log.store, Date.now(), undefined);
      expect(names(fromLog)).toEqual(['demo.r20']);
    });

    it('leaves notices older than a day out of the checkpoint too', async () => {
      await write('demo', 'done', [started, completed]);
      await openRuns.project();
      const dayLater = Date.now() + NOTICE_WINDOW_MS + 60_000;
      expect((await unfinishedRuns(log.store, dayLater, openRuns.readModels)).unnotified).toEqual([]);
      expect(names((await unfinishedRuns(log.store, Date.now(), openRuns.readModels)).unnotified)).toEqual([
        'demo.done',
      ]);
    });
  });
});
