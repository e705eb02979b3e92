// Finish → the queue assembles → the catalog's notification group hears of it (issue 16 "Notifications"), over HTTP
// on real SQLite files and the outbox mailer: the queue hands each completed run to RunNotifier, once.
import { join } from 'node:path';
import { readOutbox } from '../../shared/mail/read-outbox';
import { userWithToken } from '../../users/users.testing';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';
import { finish, settledResult } from '../runs-http.testing';
import { RunStream } from '../run.streams';
import { RunQueue } from './run-queue';

describe('a finished run tells the notification group', () => {
  let t: RunsTestApp;

  beforeAll(async () => {
    t = await startRunsApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('mails the members once the run completes, linking to the documents page at the address Finish came to', async () => {
    const ada = await userWithToken(t.app, 'demo', { name: 'Ada Partner', mail: 'ada@demo.test' });
    const group = await t.call('POST', '/groups', { name: 'Partners', members: [ada.userId] });
    const catalogs = await t.read('/collections', group.body.position);
    const catalogId = catalogs.body.find((each: { name: string }) => each.name === 'Customers')._id;
    const saved = await t.call('PUT', '/collections', {
      collections: [
        { _id: catalogId, appOptions: [{ appName: 'Welcome', extAccess: true, notification: group.body._id }] },
      ],
    });
    expect(saved.status).toBe(200);

    const record = await t.record({ Name: 'Ann', City: 'Oslo', Age: 40 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    expect(finished.status).toBe(202);
    expect((await settledResult(t, record.id, 'Welcome', finished.body.position)).status).toBe('Ok');
    await t.app.get(RunQueue).idle();

    const mails = (await readOutbox(join(t.dataDir, 'outbox'))).filter((mail) => mail.subject.includes('finished on'));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@demo.test', 'Welcome finished on Ann of Oslo'],
    ]);
    expect(mails[0].text).toContain(`${t.url}/demo/Customers/${record.id}/Welcome/documents`);
    expect((await RunStream.load(t.store, 'demo', finished.body.runId)).state.notified).toBe(true);
  }, 60_000);
});
