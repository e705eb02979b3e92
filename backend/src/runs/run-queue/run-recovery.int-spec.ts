import { CommandBus } from '@nestjs/cqrs';
import { rmSync } from 'node:fs';
import { startServer } from '../../app/start-server';
import { SetRecordStatusCommand } from '../../records';
import { appConfigFromEnv } from '../../shared/config/app-config';
import { startRunsApp } from '../runs-assembly.testing';
import { decideRecordDocument } from '../record-document/record-document.decide';
import { RunStream } from '../run.streams';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { RunQueue } from './run-queue';

/**
 * A stop between Finish's start of a run and its end (a crash, a deploy) must not leave the record In Progress for
 * ever: the next start finds the RunStarted without an end in the event log (a real SQLite file) and finishes it.
 */
describe('runs a stop left unfinished', () => {
  it('are left alone while young, then taken over and completed; the record ends Ok', async () => {
    const t = await startRunsApp();
    let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const record = await t.record({ Name: 'Ann', City: 'Paris', Age: 40 });
      // What Finish writes before the queue takes the run: its start and the record In Progress.
      const { runId } = await t.runs.start({ tenant: 'demo', recordId: record.id, app: 'Welcome', by: t.adminId });
      await t.app
        .get(CommandBus)
        .execute(
          new SetRecordStatusCommand(
            'demo',
            { recordId: record.id, status: 'In Progress', runBy: t.adminId, app: 'Welcome', run: runId },
            t.adminId,
          ),
        );
      // The stop came after the first document was recorded.
      const [memo] = await t.runs.reassemble('demo', runId);
      await RunStream.run(t.store, { tenant: 'demo', actorId: t.adminId, id: runId }, (state) =>
        decideRecordDocument(runId, memo, state),
      );
      expect((await RunStream.load(t.store, 'demo', runId)).state).toMatchObject({
        status: 'running',
        documents: [memo],
      });
      await t.app.close();

      // Another instance might still be assembling a run that moved a moment ago: it is taken once still that long.
      const env = { ...t.env, RUN_RESUME_AFTER_MS: '6000' };
      restarted = await startServer(appConfigFromEnv(env), env, { port: 0, host: '127.0.0.1' });
      const store = restarted.app.get<typeof t.store>(EVENT_STORE);
      expect((await RunStream.load(store, 'demo', runId)).state.status).toBe('running');
      const deadline = Date.now() + 20_000;
      while ((await RunStream.load(store, 'demo', runId)).state.status === 'running' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await restarted.app.get(RunQueue).idle();
      const { state: run } = await RunStream.load(store, 'demo', runId);
      expect(run.status).toBe('completed');
      expect(run.documents.map((document) => document.name)).toEqual([
        'Memo for Ann.txt',
        'Letter to Ann.docx',
        'Form Ann.pdf',
      ]);
      const events = await store.readStream(`demo.record-${record.id}`);
      expect(events.at(-1)).toMatchObject({
        type: 'RecordStatusChanged',
        data: { status: 'Ok', app: 'Welcome', run: runId },
      });
    } finally {
      await restarted?.app.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
