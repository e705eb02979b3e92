import { countingReads, openRunsOnDisk, runLogOnDisk } from '../run-log.testing';
import type { RunEvent } from '../run.events';
import { assembled, completed, started } from '../run.testing';
import { unsentDocuments } from './unsent-documents';

describe('documents a stop left unsent, read from the event log (a real SQLite file)', () => {
  const { log, write } = runLogOnDisk('unsent-documents');
  const ran = [started, assembled(), completed];
  const requested = (documents: number[]): RunEvent => ({
    type: 'RunSendRequested',
    data: { runId: 'x', provider: 'OneDrive', documents, by: null },
  });
  const sent = (index: number): RunEvent => ({
    type: 'RunDocumentSent',
    data: { runId: 'x', index, provider: 'OneDrive', ref: `doc${index}` },
  });
  const failedSend = (index: number, retrying: boolean): RunEvent => ({
    type: 'RunDocumentSendFailed',
    data: { runId: 'x', index, provider: 'OneDrive', reason: 'down', retrying },
  });

  it('lists runs with documents requested and neither sent nor given up on, in the order they were asked for', async () => {
    await write('demo', 'never-tried', [...ran, requested([0, 1])]);
    await write('demo', 'all-sent', [...ran, requested([0, 1]), sent(0), sent(1)]);
    await write('demo', 'waiting', [...ran, requested([0, 1]), sent(0), failedSend(1, true)]);
    await write('demo', 'given-up', [...ran, requested([0]), failedSend(0, true), failedSend(0, false)]);
    await write('demo', 'asked-again', [...ran, requested([0]), failedSend(0, false), requested([0])]);
    await write('demo', 'not-sending', ran);
    await write('acme', 'never-tried', [...ran, requested([0])]);

    const unsent = await unsentDocuments(log.store);
    expect(unsent.map(({ tenant, runId }) => [tenant, runId])).toEqual([
      ['demo', 'never-tried'],
      ['demo', 'waiting'],
      ['demo', 'asked-again'],
      ['acme', 'never-tried'],
    ]);
    expect(unsent.every(({ lastEventAt }) => !Number.isNaN(Date.parse(lastEventAt)))).toBe(true);
  });

  describe('from the open-runs checkpoint (a real SQLite read-model file)', () => {
    const openRuns = openRunsOnDisk(log);

    it('gives the same runs, reading only the sending events after the checkpoint, also after a rebuild', async () => {
      for (let i = 0; i < 300; i++) await write('demo', `sent${i}`, [...ran, requested([0]), sent(0)]);
      await write('demo', 'waiting', [...ran, requested([0, 1]), sent(0), failedSend(1, true)]);
      await write('demo', 'done-later', [...ran, requested([0])]);
      await openRuns.project();
      await write('demo', 'done-later', [sent(0)]);
      await write('acme', 'late', [...ran, requested([0])]);

      const counting = countingReads(log.store);
      const unsent = await unsentDocuments(counting.store, openRuns.readModels);
      expect(unsent.map(({ tenant, runId }) => `${tenant}.${runId}`)).toEqual(['demo.waiting', 'acme.late']);
      expect(counting.read()).toBeLessThan(5);
      expect(await unsentDocuments(log.store)).toEqual(unsent);

      await openRuns.rebuild();
      expect(await unsentDocuments(log.store, openRuns.readModels)).toEqual(unsent);
    }, 60_000);
  });
});
