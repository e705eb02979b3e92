import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Json } from '../records/records-api.testing';
import { operator } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';
import { AnswerUploads, ANSWER_FILE_MAX_BYTES, answerFileTooLarge } from './answer-files/answer-uploads';
import { startRunsApp, type RunsTestApp } from './runs-assembly.testing';
import { download, finish, settledResult, sha256, unzip } from './runs-http.testing';

const BOUNDARY = 'run-upload-boundary';

/** Every file in a folder, however deep (the folder file store keeps files two levels down). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A multipart upload of `size` bytes streamed 64 KB at a time (a 200 MB body is never held in memory), as a
 * browser sends a file; answers the status and body, however early the server stops reading.
 */
function streamUpload(
  t: RunsTestApp,
  path: string,
  name: string,
  size: number,
): Promise<{ status: number; body: Json }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 7);
  async function* body() {
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const source = Readable.from(body());
    const request = httpRequest(`${t.url}/demo/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.admin}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        source.destroy();
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    // The server answering early and closing the connection ends the upload: that is the point, not a failure.
    request.on('error', (error) => setTimeout(() => reject(error), 2000).unref());
    source
      .on('error', () => undefined)
      .pipe(request)
      .on('error', () => undefined);
  });
}

describe('app runs: bad input and other records', () => {
  let t: RunsTestApp;

  beforeAll(async () => {
    t = await startRunsApp();
    await t.change([{ action: 'add', kind: 'variable', name: 'Passport', type: 'file' }]);
    const other = await t.call('POST', '/collections', { name: 'Others', type: t.modelId });
    expect(other.status).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a stale version (409) and answers with problems (422); nothing runs', async () => {
    const record = await t.record({ Name: 'Ann', City: 'Paris', Age: 40 });
    const saved = await t.update(record.id, { Age: 41 }, 1);
    const stale = await finish(t, record.id, 'Welcome', { version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, expect.stringContaining('you had version 1')]);

    const unnamed = await t.record({ City: 'Rome', Age: 20 });
    const invalid = await finish(t, unnamed.id, 'Welcome', { version: 1 });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      message: 'There is a problem',
      problems: [expect.objectContaining({ path: 'Name', missing: true, message: 'Enter name' })],
    });
    for (const id of [record.id, unnamed.id]) {
      const result = await settledResult(t, id, 'Welcome', Math.max(saved.position, t.position));
      expect(result.status).toBe('Not run');
    }
    const badBody = await finish(t, record.id, 'Welcome', { version: 'two' });
    expect(badBody.status).toBe(400);
    const noApp = await finish(t, record.id, 'Nope', { version: saved.version });
    expect(noApp.status).toBe(404);
  }, 60_000);

  it('serves a run only under its own record, catalog and workspace (404 elsewhere)', async () => {
    const record = await t.record({ Name: 'Bo', City: 'Oslo', Age: 30 });
    const other = await t.record({ Name: 'Cy', City: 'Rome', Age: 30 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);
    const { runId } = result;
    expect((await download(t, `/demo/download/Customers/${record.id}/${runId}/0`)).status).toBe(200);
    expect((await download(t, `/demo/download/Customers/${other.id}/${runId}/0`)).status).toBe(404);
    expect((await download(t, `/demo/download/Others/${record.id}/${runId}/0`)).status).toBe(404);
    expect((await download(t, `/demo/download/Customers/${record.id}/${runId}/9`)).status).toBe(404);
    expect((await download(t, `/demo/download/Customers/${record.id}/no-such-run/all`)).status).toBe(404);
    // The demo's token in another workspace's path is refused before anything is looked up.
    expect([401, 403, 404]).toContain((await download(t, `/other/download/Customers/${record.id}/${runId}/0`)).status);
    // Another workspace's administrator, with a catalog of the same name, finds neither the record nor the run.
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'other', settings: { label: 'Other' } },
    });
    expect(created.status).toBe(201);
    const boss = await userWithToken(t.app, 'other', { mail: 'boss@other.test', isAdmin: true });
    const model = await t.call(
      'POST',
      '/v2/types',
      { items: [{ action: 'add', kind: 'model', name: 'Customer' }] },
      boss.token,
      'other',
    );
    const theirs = await t.call(
      'POST',
      '/collections',
      { name: 'Customers', type: model.body.added[0]._id },
      boss.token,
      'other',
    );
    expect(theirs.status).toBe(201);
    expect((await download(t, `/other/download/Customers/${record.id}/${runId}/0`, boss.token)).status).toBe(404);
    expect((await download(t, `/other/download/Customers/${record.id}/${runId}/all`, boss.token)).status).toBe(404);
    const elsewhere = await t.call(
      'GET',
      `/collections/Customers/items/${record.id}/Welcome`,
      undefined,
      boss.token,
      'other',
    );
    expect(elsewhere.status).toBe(404);
  }, 60_000);

  it('lets an external user finish only their own record, never past problems; outsiders get 404s', async () => {
    const erin = await userWithToken(t.app, 'demo', { mail: 'erin@client.test', isExternal: true });
    const outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test' });
    expect((await t.call('PUT', `/users/${erin.userId}`, { permissions: ['Customers'] })).status).toBe(200);
    const theirs = await t.record({ Name: 'Gus', City: 'Nice', Age: 44 });
    const opened = await t.update(theirs.id, { extUserID: erin.userId }, 1);
    const notTheirs = await t.record({ Name: 'Hal', City: 'Bonn', Age: 45 });
    const done = await finish(t, notTheirs.id, 'Welcome', { version: 1 });
    const { runId } = await settledResult(t, notTheirs.id, 'Welcome', done.body.position);

    const anyway = await t.call(
      'POST',
      `/runs/Customers/${theirs.id}/Welcome/finish`,
      {
        version: opened.version,
        anyway: true,
      },
      erin.token,
    );
    expect([anyway.status, anyway.body.message]).toEqual([
      403,
      expect.stringContaining('Only users of this workspace'),
    ]);
    const own = await t.call(
      'POST',
      `/runs/Customers/${theirs.id}/Welcome/finish`,
      { version: opened.version },
      erin.token,
    );
    expect(own.status).toBe(202);
    for (const token of [erin.token, outsider.token]) {
      const other = await t.call('POST', `/runs/Customers/${notTheirs.id}/Welcome/finish`, { version: 1 }, token);
      expect(other.status).toBe(404);
      expect(
        (await t.call('GET', `/collections/Customers/items/${notTheirs.id}/Welcome`, undefined, token)).status,
      ).toBe(404);
      expect((await download(t, `/demo/download/Customers/${notTheirs.id}/${runId}/0`, token)).status).toBe(404);
    }
    await settledResult(t, theirs.id, 'Welcome', own.body.position);
  }, 60_000);

  it('keeps the records routes under items/{id}/…: histories is not an app', async () => {
    const record = await t.record({ Name: 'Di', City: 'Lima', Age: 50 });
    const history = await t.call('GET', `/collections/Customers/items/${record.id}/histories`);
    expect([history.status, Array.isArray(history.body)]).toEqual([200, true]);
    const result = await t.call('GET', `/collections/Customers/items/${record.id}/Welcome`);
    expect([result.status, result.body.status]).toEqual([200, 'Not run']);
    expect((await t.call('GET', `/collections/Customers/items/${record.id}/Nope`)).status).toBe(404);
  }, 60_000);

  it('stores a file answer, which the record lists and serves as an attachment', async () => {
    const record = await t.record({ Name: 'Ed', City: 'Kyiv', Age: 33 });
    const form = new FormData();
    const bytes = Buffer.from('%PDF-1.4 passport scan');
    form.append('file', new Blob([bytes]), 'passport été.pdf');
    const uploaded = await fetch(`${t.url}/demo/api/runs/Customers/${record.id}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}` },
      body: form,
    });
    const answer = (await uploaded.json()) as Json;
    expect([uploaded.status, answer]).toEqual([
      201,
      { name: 'passport été.pdf', size: bytes.length, sha256: sha256(bytes), contentType: 'application/pdf' },
    ]);
    const saved = await t.update(record.id, { Passport: answer }, 1);
    const opened = await t.read(`/collections/Customers/items/${record.id}`, saved.position);
    expect(opened.body.attachments).toEqual(['passport été.pdf']);
    const one = await download(
      t,
      `/demo/download/Customers/${record.id}/attachments/${encodeURIComponent(answer.name)}`,
    );
    expect([one.status, sha256(one.bytes)]).toEqual([200, answer.sha256]);
    const all = await download(t, `/demo/download/Customers/${record.id}/attachments/all`);
    expect((await unzip(all.bytes)).map((entry) => [entry.name, sha256(entry.bytes)])).toEqual([
      [answer.name, answer.sha256],
    ]);
    expect((await download(t, `/demo/download/Customers/${record.id}/attachments/nothing.pdf`)).status).toBe(404);
    // A new record's first answers may be files too.
    const forNew = new FormData();
    forNew.append('file', new Blob([bytes]), 'scan.pdf');
    const early = await fetch(`${t.url}/demo/api/runs/Customers/new/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}` },
      body: forNew,
    });
    expect(early.status).toBe(201);
  }, 60_000);

  it('cuts off a 200 MB upload with a 413, storing nothing', async () => {
    const record = await t.record({ Name: 'Flo', City: 'Bern', Age: 60 });
    const store = join(t.dataDir, 'files');
    const before = filesUnder(store).sort();
    const started = Date.now();
    const answer = await streamUpload(t, `/runs/Customers/${record.id}/files`, 'huge.bin', 200 * 1024 * 1024);
    expect([answer.status, answer.body?.message]).toEqual([413, answerFileTooLarge]);
    // Refused as the limit passed, not after reading 200 MB.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(filesUnder(store).sort()).toEqual(before);
    expect(readdirSync(t.app.get(AnswerUploads).folder('demo'))).toEqual([]);
    expect(ANSWER_FILE_MAX_BYTES).toBe(25 * 1024 * 1024);
  }, 60_000);
});
