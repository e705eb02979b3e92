// The record's link as Clio's MATTER ID (001 §3 Template profile: "Profile Clio shows MATTER ID (default is the link
// value)"): an app links the record to a Clio matter through a Clio query, and 'Send documents' to Clio files the
// run's documents in that matter, against a local fake Clio API v4 (no test reaches the internet).
import { startFakeProvider, type FakeProvider } from '../../document-storage/testing/fake-provider-server';
import type { Json } from '../../records/records-api.testing';
import { finish, settledResult } from '../runs-http.testing';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';
import { RunQueue } from '../run-queue/run-queue';
import { SendDocuments } from '../send-documents/send-documents';
import { connectProvider, sendingEnv } from '../send-documents/send-documents.testing';

describe("a Clio upload files a linked record's documents in the linked matter", () => {
  let t: RunsTestApp;
  let clio: FakeProvider;

  const idle = async () => {
    await t.app.get(RunQueue).idle();
    await t.app.get(SendDocuments).idle();
  };

  beforeAll(async () => {
    clio = await startFakeProvider('clio');
    t = await startRunsApp(sendingEnv(clio));
    await connectProvider(t, clio);
    const id = (await t.save([{ action: 'add', kind: 'query', name: 'Matters' }])).added[0]._id;
    const version = (await t.read(`/v2/types/query/${id}`, t.position)).body.version;
    await t.save([
      { action: 'update', kind: 'query', _id: id, version, provider: 'clio', source: 'Matter', params: [] },
    ]);
    // Filing assembles the Memo (no profile) and the Letter (a Clio profile with a folder and no MATTER ID).
    await t.change([
      {
        action: 'add',
        kind: 'app',
        name: 'Filing',
        screens: [],
        templates: ['[Memo, Letter]'],
        generateDocs: true,
        linkedQuery: 'Matters()',
      },
    ]);
    const profile = await t.call('POST', '/types/Customer/templates/Letter/profile', {
      profile: 'Clio',
      def: { folder: 'Drafts', matter: '' },
    });
    expect([profile.status, profile.body?.message]).toEqual([201, undefined]);
    t.position = Math.max(t.position, profile.body.position ?? 0);
    const catalogs = await t.read('/collections', t.position);
    const catalogId = (catalogs.body as Json[]).find((each) => each.name === 'Customers')._id;
    const saved = await t.call('PUT', '/collections', {
      collections: [
        { _id: catalogId, appOptions: [{ appName: 'Filing', isSendDocuments: true, uploadDocuments: 'Clio' }] },
      ],
    });
    expect([saved.status, saved.body?.message]).toEqual([200, undefined]);
    t.position = Math.max(t.position, saved.body.position ?? 0);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await clio?.stop();
  });

  it("lists Clio's matters, links the record to one, and sends every document into it", async () => {
    const record = await t.record({ Name: 'Ann', City: 'Oslo', Age: 40 });
    const listed = await t.read(`/runs/Customers/${record.id}/Filing/link`, t.position);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({ _id: '42', name: expect.any(String) });
    const linked = await t.call('POST', `/runs/Customers/${record.id}/Filing/link/choose`, { id: '42', version: 1 });
    expect(linked.status).toBe(200);
    expect(linked.body.link).toMatchObject({ provider: 'clio', source: 'Matter', id: '42' });
    t.position = Math.max(t.position, linked.body.position);

    const before = clio.documents.length;
    const finished = await finish(t, record.id, 'Filing', { version: linked.body.version });
    expect(finished.status).toBe(202);
    expect((await settledResult(t, record.id, 'Filing', finished.body.position)).status).toBe('Ok');
    await idle();
    const result = await settledResult(t, record.id, 'Filing', finished.body.position);
    expect(result.sendError).toBeNull();
    expect(clio.documents.slice(before).map((document) => [document.name, document.location])).toEqual([
      ['Memo for Ann.txt', 'Matter/42'],
      ['Letter to Ann.docx', 'Matter/42/Drafts'],
    ]);
  }, 60_000);

  it('refuses to send an unlinked record whose templates name no matter, keeping the local copies', async () => {
    const record = await t.record({ Name: 'Bo', City: 'Bergen', Age: 30 });
    const before = clio.documents.length;
    const finished = await finish(t, record.id, 'Filing', { version: 1 });
    expect(finished.status).toBe(202);
    await idle();
    const result = await settledResult(t, record.id, 'Filing', finished.body.position);
    expect(clio.documents.length).toBe(before);
    expect(result.files.map((file: Json) => file.storage)).toEqual(['local', 'local']);
    expect(result.files[0].sendError).toMatch(/has no Clio matter/);
  }, 60_000);
});
