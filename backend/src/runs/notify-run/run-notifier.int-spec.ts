// The notification group hears of a completed run (issue 16 "Notifications"), through the outbox mailer on real
// SQLite files: the members get one mail each with the documents page; a run is announced once.
import { readOutbox } from '../../shared/mail/read-outbox';
import { userWithToken } from '../../users/users.testing';
import { RunStream } from '../run.streams';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';
import { RunNotifier } from './run-notifier';
import { join } from 'node:path';

const ORIGIN = 'https://docs.acme.test';

describe('notifying the group when a run completes', () => {
  let t: RunsTestApp;
  let notifier: RunNotifier;
  let catalogId: string;
  let group: string;

  beforeAll(async () => {
    t = await startRunsApp();
    notifier = t.app.get(RunNotifier);
    const ada = await userWithToken(t.app, 'demo', { name: 'Ada Partner', mail: 'ada@demo.test' });
    const created = await t.call('POST', '/groups', { name: 'Partners', members: [ada.userId] });
    expect(created.status).toBe(201);
    group = created.body._id;
    const catalogs = await t.read('/collections', created.body.position);
    catalogId = catalogs.body.find((each: { name: string }) => each.name === 'Customers')._id;
  });
  afterAll(() => t?.close());

  const setOption = async (option: Record<string, unknown>) => {
    const saved = await t.call('PUT', '/collections', {
      collections: [{ _id: catalogId, appOptions: [{ appName: 'Welcome', ...option }] }],
    });
    expect(saved.status).toBe(200);
  };
  const outbox = async () =>
    (await readOutbox(join(t.dataDir, 'outbox'))).filter((mail) => mail.subject.includes('finished on'));

  it('mails each member once, naming the documents and linking to their page', async () => {
    await setOption({ extAccess: true, notification: group });
    const { id } = await t.record({ Name: 'Ann', City: 'Oslo', Age: 40 });
    const run = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(run.status).toBe('completed');

    expect(await notifier.notify('demo', run.runId, ORIGIN)).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('ada@demo.test');
    expect(mails[0].subject).toBe('Welcome finished on Ann of Oslo');
    expect(mails[0].text).toContain('Memo for Ann.txt');
    expect(mails[0].text).toContain(`${ORIGIN}/demo/Customers/${id}/Welcome/documents`);

    // Announced once: a second call (a recovery at start) sends nothing more.
    expect(await notifier.notify('demo', run.runId, ORIGIN)).toBe(0);
    expect(await outbox()).toHaveLength(1);
    const { state } = await RunStream.load(t.store, 'demo', run.runId);
    expect(state.notified).toBe(true);
  });

  it('mails nobody when the group is not in force: none chosen, or external access off', async () => {
    const before = (await outbox()).length;
    const { id } = await t.record({ Name: 'Bo', City: 'Rome', Age: 30 });
    await setOption({ extAccess: false, notification: group });
    const off = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(await notifier.notify('demo', off.runId, ORIGIN)).toBe(0);
    await setOption({ extAccess: true, notification: '' });
    const none = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(await notifier.notify('demo', none.runId, ORIGIN)).toBe(0);
    expect(await outbox()).toHaveLength(before);
  });
});
