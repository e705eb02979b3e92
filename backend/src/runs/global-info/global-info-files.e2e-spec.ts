// A global-info app's file questions (decisions §20): the upload through the global's own route, the answer saved as
// the global info, and the file served back from it; administrators only, 25 MB at most. Real server, real SQLite.
import { createHash } from 'node:crypto';
import { catalog, startRecordsApp, type Json, type RecordsTestApp } from '../../records/records-api.testing';
import { userWithToken } from '../../users/users.testing';
import { answerFileTooLarge } from '../answer-files/answer-uploads';

const base = (target = 'OfficeInfo', app = 'OfficeApp') => `/demo/api/runs/${catalog}/globals/${target}/${app}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('runs API: file questions in a global-info app (…/globals/{globalTarget}/{app}/files)', () => {
  let t: RecordsTestApp;

  const upload = async (bytes: Buffer, name: string, path = base(), token = t.admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const answer = await fetch(`${t.url}${path}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: answer.status, body: (await answer.json()) as Json };
  };
  const download = async (name: string, path = base(), token = t.admin) => {
    const answer = await fetch(`${t.url}${path}/files/${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      disposition: answer.headers.get('content-disposition'),
      bytes: Buffer.from(await answer.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    t = await startRecordsApp();
    const office = (await t.save([{ action: 'add', kind: 'model', name: 'Office' }])).added[0]._id;
    const saved = await t.save([
      { action: 'add', kind: 'variable', parent: office, name: 'Name', type: 'text' },
      { action: 'add', kind: 'variable', parent: office, name: 'Letterhead', type: 'file' },
      { action: 'add', kind: 'variable', parent: t.modelId, name: 'OfficeInfo', type: 'global', typeDef: office },
    ]);
    t.position = saved.position;
  });
  afterAll(() => t?.close());

  it("stores a file answer, which the global's info saves and serves back by its name", async () => {
    const bytes = Buffer.from('%PDF-1.4 letterhead');
    const uploaded = await upload(bytes, 'letterhead été.pdf');
    expect(uploaded).toEqual({
      status: 201,
      body: { name: 'letterhead été.pdf', size: bytes.length, sha256: sha256(bytes), contentType: 'application/pdf' },
    });
    // Not the global's until its answers save it: nothing to download yet.
    expect((await download('letterhead été.pdf')).status).toBe(404);

    const saved = await t.call('PUT', `/runs/${catalog}/globals/OfficeInfo/OfficeApp/answers`, {
      version: 0,
      values: { Name: 'Oslo office', Letterhead: uploaded.body },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.values.Letterhead).toEqual(uploaded.body);

    const back = await download('letterhead été.pdf');
    expect([back.status, back.type, sha256(back.bytes)]).toEqual([200, 'application/pdf', sha256(bytes)]);
    expect(back.disposition).toContain('attachment');
    expect((await download('other.pdf')).status).toBe(404);
  });

  it('refuses a file past 25 MB (413), an upload without a file (400), and what does not exist (404)', async () => {
    const tooLarge = await upload(Buffer.alloc(25 * 1024 * 1024 + 1), 'huge.bin');
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, answerFileTooLarge]);
    const empty = await fetch(`${t.url}${base()}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
    expect((await upload(Buffer.from('x'), 'a.txt', base('NoSuchGlobal'))).status).toBe(404);
    expect((await upload(Buffer.from('x'), 'a.txt', base('not-a-name'))).status).toBe(400);
    expect((await download('letterhead été.pdf', base('NoSuchGlobal'))).status).toBe(404);
  });

  it('is for administrators only, as the global info is', async () => {
    const insider = await userWithToken(t.app, 'demo', { mail: 'files@demo.test', name: 'Fay Files' });
    expect((await t.call('PUT', `/users/${insider.userId}`, { permissions: [catalog] })).status).toBe(200);
    expect((await upload(Buffer.from('x'), 'a.txt', base(), insider.token)).status).toBe(403);
    expect((await download('letterhead été.pdf', base(), insider.token)).status).toBe(403);
  });
});
