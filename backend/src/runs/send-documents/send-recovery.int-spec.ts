// A stop while documents wait for a retry: the next start finds them in the event log and sends them, after the
// retry's wait, over real SQLite files kept between the two starts and the same fake OneDrive.
import type { EventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeProvider, type FakeProvider } from '../../document-storage/testing/fake-provider-server';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { startTestApp } from '../../testing/test-app';
import { RunStream } from '../run.streams';
import { finish, settledResult } from '../runs-http.testing';
import { pendingDocuments } from './send-documents.decide';
import { sendingEnv, startSendingApp } from './send-documents.testing';

describe('documents left unsent by a stop', () => {
  let oneDrive: FakeProvider;
  let dataDir: string;

  beforeAll(async () => {
    oneDrive = await startFakeProvider('onedrive');
    dataDir = mkdtempSync(join(tmpdir(), 'docauto-send-recovery-'));
  });
  afterAll(async () => {
    await oneDrive.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are sent at the next start once their retry is due, without sending any twice', async () => {
    const env = { DATA_DIR: dataDir, SEND_RETRY_DELAYS_MS: '1500', RUN_RESUME_AFTER_MS: '0' };
    const first = await startSendingApp(env, oneDrive);
    const { runId, failedAt } = await (async () => {
      try {
        await first.sendWelcomeTo('OneDrive');
        oneDrive.mode = 'down';
        const record = await first.record({ Name: 'Ida', City: 'Rome', Age: 50 });
        const finished = await finish(first, record.id, 'Welcome', { version: 1 });
        expect((await settledResult(first, record.id, 'Welcome', finished.body.position)).status).toBe('Ok');
        await first.sendingIdle();
        const failed = Date.now();
        const { state } = await RunStream.load(first.store, 'demo', finished.body.runId);
        expect(pendingDocuments(state)).toEqual([0, 1, 2]);
        return { runId: finished.body.runId as string, failedAt: failed };
      } finally {
        // Stopped before the retry 1.5 s later.
        await first.close();
      }
    })();
    expect(Date.now() - failedAt).toBeLessThan(1500);
    oneDrive.mode = 'up';
    const before = oneDrive.documents.length;

    const second = await startTestApp(sendingEnv(oneDrive, env));
    try {
      const store = second.app.get<EventStore>(EVENT_STORE);
      const deadline = Date.now() + 15_000;
      let state = (await RunStream.load(store, 'demo', runId)).state;
      while (pendingDocuments(state).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = (await RunStream.load(store, 'demo', runId)).state;
      }
      expect(Object.values(state.deliveries).map((delivery) => delivery.sent?.ref)).toEqual([
        'Memo for Ida.txt',
        'Letter to Ida.docx',
        'Form Ida.pdf',
      ]);
      // Not before the retry's wait was over.
      const sentAt = (await store.readStream(RunStream.name('demo', runId)))
        .filter((event) => event.type === 'RunDocumentSent')
        .map((event) => Date.parse(event.recordedAt));
      expect(Math.min(...sentAt) - failedAt).toBeGreaterThanOrEqual(1000);
      expect(oneDrive.documents.slice(before).map((document) => document.name)).toEqual([
        'Memo for Ida.txt',
        'Letter to Ida.docx',
        'Form Ida.pdf',
      ]);
    } finally {
      await second.close();
    }
  }, 90_000);
});
