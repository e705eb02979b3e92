// External users (the portal, INTERVIEW.md §9; 000: they work on one record only): which catalog and record they
// reach, what they may save, how a link opens their record, and extAutoClose at the end of their run.
import type { ProjectionRunner } from '@app/projections';
import { EXTERNAL_CANNOT_SET_ACCESS, EXTERNAL_READS_NOW } from '../records/external-records';
import { catalog, items, startRecordsApp, type Json, type RecordsTestApp } from '../records/records-api.testing';
import { PROJECTION_RUNNER, READ_MODELS } from '../shared/storage/tokens';
import { userWithToken } from '../users/users.testing';
import { EXTERNAL_DOCS_HIDDEN } from './external-documents';
import { EXTERNAL_RESULT_GRACE_MS, noSuchRecord, reachRunOutputs } from './record-reach';
import { RunQueue } from './run-queue/run-queue';

const interview = (recordId: string, app: string) => `/runs/${catalog}/${recordId}/${app}/interview`;

describe('runs API: external users run apps on their own record only', () => {
  let t: RecordsTestApp;
  let catalogId: string;
  /** An external user made by the workspace (no link): only an app open to external users lets them in. */
  let erin: { userId: string; token: string };

  const setAppOptions = async (appOptions: unknown[]) => {
    const saved = await t.call('PUT', '/collections', { collections: [{ _id: catalogId, appOptions }] });
    expect(saved.status).toBe(200);
    t.position = saved.body.position;
  };
  const as = (token: string) => ({
    get: (path: string) => t.read(path, t.position, token),
    post: (path: string, body: unknown) => t.call('POST', path, body, token),
    call: (method: string, path: string, body?: unknown) => t.call(method, path, body, token),
  });
  /** A public (token-less) call, as the link pages make them. */
  const publicPost = async (path: string, body: unknown) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const adminRead = async (recordId: string) => (await t.read(`${items}/${recordId}`, t.position)).body;
  const settle = async () => {
    await t.app.get(RunQueue).idle();
    t.position = await t.store.headPosition();
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(t.position, 5000);
  };

  beforeAll(async () => {
    t = await startRecordsApp();
    const app = (name: string, extra: Record<string, unknown> = {}) => ({
      action: 'add',
      kind: 'app',
      parent: t.modelId,
      name,
      label: `${name} form`,
      screens: [],
      templates: ['Letter'],
      generateDocs: true,
      ...extra,
    });
    const saved = await t.save([
      { action: 'add', kind: 'template', parent: t.modelId, name: 'Letter', type: 'text', text: 'Dear {[Name]}' },
      app('Intake', {
        extUseURLs: true,
        extCompletionURL: 'https://client.test/thanks',
        extExitURL: 'https://client.test/bye',
        extInstruct: 'We will **call** you.',
        showDocs: true,
      }),
      app('Portal', { extAutoClose: true, showDocs: true, extInstruct: 'Done.' }),
      app('Inside'),
    ]);
    t.position = saved.position;
    catalogId = ((await t.read('/collections', t.position)).body as Json[]).find((entry) => entry.name === catalog)._id;
    erin = await userWithToken(t.app, 'demo', { name: 'Erin External', mail: 'erin@client.test', isExternal: true });
  });
  afterAll(() => t?.close());

  it('reaches no catalog without an app open to external users: 404 as for a missing catalog', async () => {
    await setAppOptions([{ appName: 'Intake', extAccess: false }]);
    const created = await as(erin.token).post(items, { nextValues: { Name: 'Erin' } });
    expect([created.status, created.body.message]).toEqual([
      404,
      `There is no catalog named ${JSON.stringify(catalog)} in this workspace.`,
    ]);
    expect((await as(erin.token).get(interview('new', 'Intake'))).status).toBe(404);
    // Permissions alone never open a catalog to an external user.
    expect((await t.call('PUT', `/users/${erin.userId}`, { permissions: [catalog] })).status).toBe(200);
    t.position = await t.store.headPosition();
    expect((await as(erin.token).post(items, { nextValues: { Name: 'Erin' } })).status).toBe(404);
    // An app open to them but disabled on the catalog is not a way in either.
    await setAppOptions([{ appName: 'Intake', extAccess: true, isDisabled: true }]);
    expect((await as(erin.token).post(items, { nextValues: { Name: 'Erin' } })).status).toBe(404);
  });

  it('through an app open to them: creates a record that is theirs, reads and saves it, and nothing else', async () => {
    await setAppOptions([{ appName: 'Intake', extAccess: true }]);
    const before = await t.store.headPosition();
    const claimed = await as(erin.token).post(items, { nextValues: { Name: 'Erin', extUserID: t.adminId } });
    expect([claimed.status, claimed.body.message]).toEqual([400, EXTERNAL_CANNOT_SET_ACCESS]);
    expect(await t.store.headPosition()).toBe(before);

    const created = await as(erin.token).post(items, { nextValues: { Name: 'Erin' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, extUserID: erin.userId });
    const mine: string = created.body._id;
    t.position = created.body.position;

    const read = await as(erin.token).get(`${items}/${mine}`);
    expect([read.status, read.body.values]).toEqual([200, { Name: 'Erin' }]);
    const saved = await as(erin.token).post(`${items}/${mine}`, { nextValues: { City: 'Oslo' }, version: 1 });
    expect([saved.status, saved.body.version, saved.body.values]).toEqual([201, 2, { Name: 'Erin', City: 'Oslo' }]);
    t.position = saved.body.position;

    // They can neither hand their record on nor close it themselves; nothing is written.
    const head = await t.store.headPosition();
    for (const extUserID of [null, t.adminId, erin.userId]) {
      const refused = await as(erin.token).post(`${items}/${mine}`, { nextValues: { extUserID }, version: 2 });
      expect([refused.status, refused.body.message]).toEqual([400, EXTERNAL_CANNOT_SET_ACCESS]);
    }
    expect(await t.store.headPosition()).toBe(head);
    const asOf = await as(erin.token).get(`${items}/${mine}?asOf=${new Date().toISOString()}`);
    expect([asOf.status, asOf.body.message]).toEqual([403, EXTERNAL_READS_NOW]);

    // Someone else's record in the same catalog does not exist for them.
    const other = await t.createRecord({ Name: 'Olaf' });
    expect((await as(erin.token).get(`${items}/${other._id}`)).status).toBe(404);
    expect((await as(erin.token).post(`${items}/${other._id}`, { nextValues: { City: 'X' } })).status).toBe(404);
    expect((await as(erin.token).get(interview(other._id, 'Intake'))).status).toBe(404);
    expect((await adminRead(other._id)).values).toEqual({ Name: 'Olaf' });

    // The workspace's other records calls stay closed to them (403, as before).
    expect((await as(erin.token).get(items)).status).toBe(403);
    expect((await as(erin.token).call('GET', `${items}/${mine}/histories`)).status).toBe(403);
    expect((await as(erin.token).call('DELETE', `${items}/${mine}`)).status).toBe(403);
  });

  it("opens an interview with the app's portal settings; a new record only through the app open to them", async () => {
    await setAppOptions([{ appName: 'Intake', extAccess: true }]);
    const opened = await as(erin.token).get(interview('new', 'Intake'));
    expect(opened.status).toBe(200);
    expect(opened.body.external).toEqual({
      useURLs: true,
      completionURL: 'https://client.test/thanks',
      exitURL: 'https://client.test/bye',
      instructions: 'We will **call** you.',
      showDocs: true,
      autoClose: false,
    });
    // The workspace's own users see no portal settings.
    expect((await t.read(interview('new', 'Intake'), t.position)).body).not.toHaveProperty('external');
    expect((await as(erin.token).get(interview('new', 'Inside'))).status).toBe(404);
  });

  it('a link opens external access on its record (even with no app open to external users); revoking it closes it', async () => {
    await setAppOptions([]);
    const record = await t.createRecord({ Name: 'Bob' });
    const link = await t.call('POST', '/links', {
      userEmail: 'bob@client.test',
      userName: 'Bob Client',
      catalogName: catalog,
      recordId: record._id,
      appName: 'Inside',
    });
    expect(link.status).toBe(201);
    const registered = await publicPost('/auth/registrationByLink', {
      linkId: link.body.link.linkId,
      user: { email: 'bob@client.test', name: 'Bob Client', pass: 'bob-secret-1' },
    });
    expect(registered.status).toBeLessThan(300);
    const bob = { token: registered.body.token as string, userId: registered.body.user._id as string };
    t.position = await t.store.headPosition();

    expect(await adminRead(record._id)).toMatchObject({ extUserID: bob.userId, extUser: { name: 'Bob Client' } });
    const opened = await as(bob.token).get(interview(record._id, 'Inside'));
    expect([opened.status, opened.body.record?.values]).toEqual([200, { Name: 'Bob' }]);
    const saved = await as(bob.token).post(`${items}/${record._id}`, {
      nextValues: { City: 'Bergen' },
      version: opened.body.record.version,
    });
    expect(saved.status).toBe(201);
    expect((await as(bob.token).get(`${items}/${record._id}`)).body.values).toEqual({ Name: 'Bob', City: 'Bergen' });
    // The link's record only: no new record, no other record.
    expect((await as(bob.token).post(items, { nextValues: { Name: 'Bob 2' } })).status).toBe(404);
    const other = await t.createRecord({ Name: 'Olga' });
    expect((await as(bob.token).get(`${items}/${other._id}`)).status).toBe(404);

    // Closed by the workspace (extUserID null): the record is gone for them, until they use the link again.
    await t.update(record._id, { extUserID: null });
    expect((await as(bob.token).get(`${items}/${record._id}`)).status).toBe(404);
    const again = await publicPost('/auth/signinByLink', {
      linkId: link.body.link.linkId,
      user: { email: 'bob@client.test', password: 'bob-secret-1' },
    });
    expect(again.status).toBe(200);
    t.position = await t.store.headPosition();
    expect((await as(again.body.token).get(`${items}/${record._id}`)).status).toBe(200);

    // Revoking the link ends what it opened.
    const revoked = await t.call('DELETE', `/links/${link.body.link.linkId}`);
    expect(revoked.status).toBeLessThan(300);
    t.position = await t.store.headPosition();
    expect(await adminRead(record._id)).toMatchObject({ extUserID: null, values: { Name: 'Bob', City: 'Bergen' } });
    expect((await as(again.body.token).get(`${items}/${record._id}`)).status).toBe(404);
  });

  it('extAutoClose: their completed run closes access and revokes their link; its result stays readable to them', async () => {
    await setAppOptions([{ appName: 'Portal', extAccess: true }]);
    const record = await t.createRecord({ Name: 'Erin' });
    await t.update(record._id, { extUserID: erin.userId });
    const link = await t.call('POST', '/links', {
      userEmail: 'erin@client.test',
      userName: 'Erin External',
      catalogName: catalog,
      recordId: record._id,
      appName: 'Portal',
    });
    expect(link.status).toBe(201);
    t.position = await t.store.headPosition();

    const opened = await as(erin.token).get(interview(record._id, 'Portal'));
    expect(opened.status).toBe(200);
    expect(opened.body.external).toMatchObject({ autoClose: true, showDocs: true, instructions: 'Done.' });
    const finished = await as(erin.token).post(`/runs/${catalog}/${record._id}/Portal/finish`, {
      version: opened.body.record.version,
    });
    expect(finished.status).toBe(202);
    await settle();

    expect(await adminRead(record._id)).toMatchObject({ status: 'Ok', extUserID: null });
    expect((await t.call('GET', `/links/${link.body.link.linkId}`)).status).toBe(404);
    // Answering again is over for them...
    expect((await as(erin.token).get(`${items}/${record._id}`)).status).toBe(404);
    expect((await as(erin.token).get(interview(record._id, 'Portal'))).status).toBe(404);
    // ...but the page after Finish still shows their documents (closing access is no answer: not Out of date).
    const result = await as(erin.token).get(`${items}/${record._id}/Portal`);
    expect([result.status, result.body.status, result.body.files.length]).toEqual([200, 'Ok', 1]);
    const file = await fetch(`${t.url}${result.body.files[0].url}`, {
      headers: { authorization: `Bearer ${erin.token}` },
    });
    expect([file.status, await file.text()]).toEqual([200, 'Dear Erin']);
    // For an hour: then their run is gone for them too.
    const erinAuth = { tenant: 'demo', userId: erin.userId, isAdmin: false, isExternal: true };
    const reach = (now: number) => reachRunOutputs(t.store, t.app.get(READ_MODELS), erinAuth, catalog, record._id, now);
    await expect(reach(Date.now() + EXTERNAL_RESULT_GRACE_MS - 60_000)).resolves.toMatchObject({
      record: { recordId: record._id },
    });
    await expect(reach(Date.now() + EXTERNAL_RESULT_GRACE_MS + 60_000)).rejects.toThrow(noSuchRecord(record._id));
    // Someone else who had no access never gets that grace.
    const stranger = await userWithToken(t.app, 'demo', { mail: 'sam@client.test', isExternal: true });
    expect((await as(stranger.token).get(`${items}/${record._id}/Portal`)).status).toBe(404);
  });

  it('without extAutoClose the record stays theirs after the run', async () => {
    await setAppOptions([{ appName: 'Intake', extAccess: true }]);
    const created = await as(erin.token).post(items, { nextValues: { Name: 'Erin again' } });
    t.position = created.body.position;
    const opened = await as(erin.token).get(interview(created.body._id, 'Intake'));
    const finished = await as(erin.token).post(`/runs/${catalog}/${created.body._id}/Intake/finish`, {
      version: opened.body.record.version,
    });
    expect(finished.status).toBe(202);
    await settle();
    expect(await adminRead(created.body._id)).toMatchObject({ status: 'Ok', extUserID: erin.userId });
    expect((await as(erin.token).get(`${items}/${created.body._id}`)).status).toBe(200);
  });

  it("showDocs off: the result and the run's downloads are a 403 to them (not to the workspace)", async () => {
    await setAppOptions([{ appName: 'Inside', extAccess: true }]);
    const created = await as(erin.token).post(items, { nextValues: { Name: 'Erin quiet' } });
    expect(created.status).toBe(201);
    t.position = created.body.position;
    const opened = await as(erin.token).get(interview(created.body._id, 'Inside'));
    expect(opened.body.external).toMatchObject({ showDocs: false });
    const finished = await as(erin.token).post(`/runs/${catalog}/${created.body._id}/Inside/finish`, {
      version: opened.body.record.version,
    });
    expect(finished.status).toBe(202);
    await settle();

    const theirs = await as(erin.token).get(`${items}/${created.body._id}/Inside`);
    expect([theirs.status, theirs.body.message]).toEqual([403, EXTERNAL_DOCS_HIDDEN]);
    const ours = await t.read(`${items}/${created.body._id}/Inside`, t.position);
    expect([ours.status, ours.body.status, ours.body.files.length]).toEqual([200, 'Ok', 1]);
    for (const url of [ours.body.files[0].url, ours.body.allUrl]) {
      const refused = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${erin.token}` } });
      expect([refused.status, ((await refused.json()) as Json).message]).toEqual([403, EXTERNAL_DOCS_HIDDEN]);
      const admin = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${t.admin}` } });
      expect(admin.status).toBe(200);
    }
  });
});
