// Opening an app's interview (contract §1): the input at the pinned model version, the record, and its lock.
import type { FileStore } from '@app/storage';
import { buildDocx, paragraph } from '../../../../templating/src/docx/docx-test-package';
import { FILE_STORE } from '../../shared/storage/tokens';
import { startRecordsApp, catalog, items, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { DEMO_ADMIN } from '../../testing/auth-testing';
import { userWithToken } from '../../users/users.testing';
import { APP_NOT_ENABLED } from './open-interview.service';

const interview = (recordId: string, app = 'Intake', adapter = catalog) =>
  `/runs/${adapter}/${recordId}/${app}/interview`;

describe('runs API: opening an interview (GET /api/runs/{catalog}/{recordId|new}/{app}/interview)', () => {
  let t: RecordsTestApp;
  let catalogId: string;
  /** The model's version once the app Intake is saved (the one a snapshot pins below). */
  let appVersion: number;
  let adminName: string;
  let insider: { userId: string; token: string };

  const open = async (path: string, token?: string) => {
    const answer = await t.read(path, t.position, token);
    return answer as { status: number; body: Json };
  };
  const setAppOptions = async (appOptions: unknown[]) => {
    const saved = await t.call('PUT', '/collections', { collections: [{ _id: catalogId, appOptions }] });
    expect(saved.status).toBe(200);
    t.position = saved.body.position;
  };

  beforeAll(async () => {
    t = await startRecordsApp();
    const saved = await t.save([
      {
        action: 'add',
        kind: 'template',
        parent: t.modelId,
        name: 'Letter',
        type: 'text',
        text: 'Dear {[Name]} of {[City]}',
      },
      {
        action: 'add',
        kind: 'app',
        parent: t.modelId,
        name: 'Intake',
        label: 'Intake form',
        screens: [],
        templates: ['Letter'],
        generateDocs: true,
        extInstruct: 'Read **this** first.',
      },
    ]);
    appVersion = saved.versions[t.modelId];
    t.position = saved.position;
    const catalogs = await t.read('/collections', t.position);
    catalogId = (catalogs.body as Json[]).find((entry) => entry.name === catalog)._id;
    const users = (await t.call('GET', '/users')).body as Json[];
    adminName = users.find((user) => user.mail === DEMO_ADMIN.mail).name;
    insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test', name: 'Ines Insider' });
    expect((await t.call('PUT', `/users/${insider.userId}`, { permissions: [catalog] })).status).toBe(200);
  });
  afterAll(() => t?.close());

  it('opens a record: the app, the input built from the model, the relevant questions, and the record now held', async () => {
    const created = await t.createRecord({ Name: 'Ann', City: 'Oslo' });
    const opened = await open(interview(created._id));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      catalog: { name: catalog, label: catalog },
      app: { name: 'Intake', label: 'Intake form', generateDocs: true, instructions: 'Read **this** first.' },
      modelVersion: appVersion,
      record: {
        id: created._id,
        name: 'Ann of Oslo',
        version: 2,
        status: 'Needs Updating',
        values: { Name: 'Ann', City: 'Oslo' },
      },
      lockedBy: null,
      position: expect.any(Number),
    });
    expect(opened.body.input.app).toEqual({
      name: 'Intake',
      label: 'Intake form',
      screens: [],
      templates: [{ name: 'Letter', text: 'Dear {[Name]} of {[City]}' }],
    });
    expect(opened.body.input.model.variables.map((variable: Json) => variable.name)).toEqual([
      'Name',
      'City',
      'Age',
      'Born',
      'Active',
      'Tier',
      'Tags',
      'Home',
    ]);
    expect(opened.body.input.model.variables.find((variable: Json) => variable.name === 'Tier').options).toEqual([
      'Gold',
      'Silver',
    ]);
    expect(opened.body.relevant).toEqual(['City', 'Name']);

    // The record says who holds it, and the answers the browser saves next go on top of the opened version.
    const record = await t.read(`${items}/${created._id}`, opened.body.position);
    expect(record.body).toMatchObject({ status: 'Needs Updating', lastRunByID: t.adminId, version: 2 });
    const answered = await t.call('POST', `${items}/${created._id}`, { nextValues: { Age: 40 }, version: 2 });
    expect(answered.status).toBe(201);
    t.position = answered.body.position;
  });

  it('opens a new record: no record, nothing written', async () => {
    const before = await t.store.headPosition();
    const opened = await open(interview('new'));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ record: null, lockedBy: null, position: 0, modelVersion: appVersion });
    expect(opened.body.relevant).toEqual(['City', 'Name']);
    expect(await t.store.headPosition()).toBe(before);
  });

  it('shows a second user the lock, naming who holds it, and changes nothing; the holder opens it again', async () => {
    const created = await t.createRecord({ Name: 'Bo' });
    const first = await open(interview(created._id));
    expect(first.body.record.status).toBe('Needs Updating');
    t.position = first.body.position;
    const before = await t.store.headPosition();

    const second = await open(interview(created._id), insider.token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      lockedBy: adminName,
      record: { id: created._id, version: first.body.record.version, status: 'Needs Updating' },
      position: 0,
    });
    expect(await t.store.headPosition()).toBe(before);
    const record = await t.read(`${items}/${created._id}`, t.position);
    expect(record.body).toMatchObject({ lastRunByID: t.adminId, version: first.body.record.version });

    // The holder opening it again is not locked out, and holding it already writes nothing.
    const again = await open(interview(created._id));
    expect(again.body).toMatchObject({ lockedBy: null, record: { version: first.body.record.version } });
    expect(await t.store.headPosition()).toBe(before);
  });

  it('answers 404 for what does not exist or may not be seen, 400 for malformed names, and writes nothing', async () => {
    const { _id } = await t.createRecord({ Name: 'Cy' });
    const outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test' });
    const before = await t.store.headPosition();
    const status = async (path: string, token?: string) => (await open(path, token)).status;
    expect(await status(interview(_id, 'Intake', 'NoSuchCatalog'))).toBe(404);
    expect(await status(interview('no-such-record'))).toBe(404);
    expect((await open(interview(_id, 'NoSuchApp'))).body.message).toMatch(/no app named NoSuchApp/);
    expect(await status(interview(_id), outsider.token)).toBe(404);
    expect(await status(interview('new'), outsider.token)).toBe(404);
    expect(await status(interview('bad%20id'))).toBe(400);
    expect(await status(interview(_id, 'bad-app'))).toBe(400);
    expect(await t.store.headPosition()).toBe(before);

    await setAppOptions([{ appName: 'Intake', isDisabled: true }]);
    const disabled = await open(interview(_id));
    expect([disabled.status, disabled.body.message]).toEqual([404, APP_NOT_ENABLED]);
    expect((await open(interview('new'))).status).toBe(404);
    await setAppOptions([{ appName: 'Intake', isDisabled: false }]);
    expect((await open(interview(_id))).status).toBe(200);
  });

  it('lets an external user open only the record whose external access is theirs', async () => {
    const external = await userWithToken(t.app, 'demo', { mail: 'guest@demo.test', isExternal: true });
    expect((await t.call('PUT', `/users/${external.userId}`, { permissions: [catalog] })).status).toBe(200);
    const theirs = await t.createRecord({ Name: 'Guest', extUserID: external.userId });
    const other = await t.createRecord({ Name: 'Not theirs' });
    const opened = await open(interview(theirs._id), external.token);
    expect(opened.status).toBe(200);
    expect(opened.body.record).toMatchObject({ id: theirs._id, values: { Name: 'Guest' } });
    // extUserID is a record property, not an answer: the interview does not see it.
    expect(opened.body.record.values).not.toHaveProperty('extUserID');
    expect((await open(interview(other._id), external.token)).status).toBe(404);
  });

  it("uses the model version the catalog's live snapshot pins, and the latest when none is", async () => {
    const later = await t.save([{ action: 'add', kind: 'variable', parent: t.modelId, name: 'Notes', type: 'text' }]);
    t.position = later.position;
    const { _id } = await t.createRecord({ Name: 'Di' });
    const names = (body: Json) => body.input.model.variables.map((variable: Json) => variable.name);

    const latest = await open(interview(_id));
    expect(latest.body.modelVersion).toBe(appVersion + 1);
    expect(names(latest.body)).toContain('Notes');

    await setAppOptions([{ appName: 'Intake', liveVersion: String(appVersion) }]);
    const pinned = await open(interview(_id));
    expect(pinned.status).toBe(200);
    expect(pinned.body.modelVersion).toBe(appVersion);
    expect(names(pinned.body)).not.toContain('Notes');
    await setAppOptions([{ appName: 'Intake', liveVersion: '' }]);
  });

  it('compiles a Word template saved without its fields from the file store, so relevance reads what it needs', async () => {
    const files = t.app.get<FileStore>(FILE_STORE);
    const stored = await files.put(Buffer.from(buildDocx(paragraph('Moving to {[City]} at {[Age]}'))));
    const saved = await t.save([
      { action: 'add', kind: 'template', parent: t.modelId, name: 'Notice', type: 'docx', filepath: stored.id },
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Notices', templates: ['Notice'] },
    ]);
    t.position = saved.position;
    const opened = await open(interview('new', 'Notices'));
    expect(opened.status).toBe(200);
    expect(opened.body.input.app.templates).toEqual([
      {
        name: 'Notice',
        docxFields: [
          { kind: 'value', expression: 'City', file: 'word/document.xml' },
          { kind: 'value', expression: 'Age', file: 'word/document.xml' },
        ],
      },
    ]);
    expect(opened.body.relevant).toEqual(['Age', 'City']);
  });
});
