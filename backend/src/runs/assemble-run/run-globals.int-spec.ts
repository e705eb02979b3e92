import type { Json } from '../../records/records-api.testing';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';
import { finish, settledResult } from '../runs-http.testing';
import { importGlobalInfo } from '../run-globals/run-globals.testing';

/**
 * docs/runs.md "Global info in record runs": a record's global variables read the catalog's global info, the run
 * pins the version it read, and assembling that run again reads the info at that version (same bytes), while a new
 * run reads the info as it is now. Real SQLite files, real file store, the real HTTP API for the global info.
 */
describe("record runs read the catalog's global info (real SQLite files, real file store)", () => {
  let t: RunsTestApp;
  let catalogId: string;

  const importFirm = (values: Record<string, unknown>) => importGlobalInfo(t, catalogId, 'Firm', values);
  const text = async (sha256: string) => (await t.bytesOf(sha256)).toString('utf8');
  const result = async (id: string) => {
    const answer = await t.read(`/collections/Customers/items/${id}/Noted`, t.position);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    t = await startRunsApp();
    const firm = (await t.save([{ action: 'add', kind: 'model', name: 'Firm' }])).added[0]._id as string;
    await t.save([{ action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' }]);
    await t.change([
      { action: 'add', kind: 'variable', name: 'Firm', type: 'global', typeDef: firm },
      {
        action: 'add',
        kind: 'template',
        name: 'Note',
        type: 'text',
        contentType: 'text',
        output: 'Note for {[Name]}',
        text: 'For {[Name]} from {[if Firm.Name]}{[Firm.Name]}{[else]}no firm{[endif]}.',
      },
      { action: 'add', kind: 'app', name: 'Noted', screens: [], templates: ['[Note]'], generateDocs: true },
    ]);
    const catalogs = await t.read('/collections', t.position);
    catalogId = catalogs.body.find((each: Json) => each.name === 'Customers')._id;
  });
  afterAll(() => t.close());

  it('pins the version it read; assembling the old run again gives the same bytes, a new run the new info', async () => {
    expect(await importFirm({ Name: 'Acme LLP' })).toBe(1);
    const { id } = await t.record({ Name: 'Ann Lee' });
    // Finish does not ask the record for the firm: it is the catalog's global info.
    const finished = await finish(t, id, 'Noted', { version: 1 });
    expect(finished.status).toBe(202);
    const first = await settledResult(t, id, 'Noted', finished.body.position);
    expect(first).toMatchObject({ status: 'Ok', runId: finished.body.runId });
    expect(first.files[0].provenance).toMatchObject({ recordVersion: 1, globals: { Firm: 1 } });
    expect(await text(first.files[0].sha256)).toBe('For Ann Lee from Acme LLP.');
    expect((await t.eventsOf(first.runId))[0].data.globals).toEqual({ Firm: 1 });
    // The record's own values never held the firm.
    expect((await t.read(`/collections/Customers/items/${id}`, t.position)).body.values.Firm).toBeUndefined();

    // The info changes: the run's documents are Out of date, as after a change of the answers.
    expect(await importFirm({ Name: 'Beta & Co' })).toBe(2);
    const stale = await result(id);
    expect(stale).toMatchObject({ runId: first.runId, status: 'Out of date' });
    expect(stale.files[0].provenance).toMatchObject({ recordVersion: 1, globals: { Firm: 1 } });

    // The old run reads the info at version 1: the same name and bytes, even for a file lost from the store.
    await t.files.delete(first.files[0].sha256);
    const reassembled = await t.runs.reassemble('demo', first.runId);
    expect(reassembled.map((document) => [document.name, document.sha256])).toEqual([
      [first.files[0].name, first.files[0].sha256],
    ]);
    expect(await text(first.files[0].sha256)).toBe('For Ann Lee from Acme LLP.');

    // A new run reads the info as it is now, and is Ok.
    const record = await t.read(`/collections/Customers/items/${id}`, t.position);
    const again = await finish(t, id, 'Noted', { version: record.body.version });
    expect(again.status).toBe(202);
    const second = await settledResult(t, id, 'Noted', again.body.position);
    expect(second).toMatchObject({ status: 'Ok', runId: again.body.runId });
    expect(second.files[0].provenance.globals).toEqual({ Firm: 2 });
    expect(await text(second.files[0].sha256)).toBe('For Ann Lee from Beta & Co.');
    expect(second.files[0].sha256).not.toBe(first.files[0].sha256);
  });

  it('reads nothing for a global whose info was removed, and still re-assembles the runs before', async () => {
    const { id } = await t.record({ Name: 'Bo' });
    const before = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Noted', by: null });
    const removed = await t.call('POST', `/collections/${catalogId}/globals/remove`, { elementName: 'Firm' });
    expect(removed.status).toBe(200);
    // Missing global info does not hold Finish back (it is not the record's to answer): templates see nothing.
    const record = await t.read(`/collections/Customers/items/${id}`, removed.body.position);
    const finished = await finish(t, id, 'Noted', { version: record.body.version });
    expect(finished.status).toBe(202);
    const after = await settledResult(t, id, 'Noted', finished.body.position);
    expect(after).toMatchObject({ status: 'Ok' });
    expect(after.files[0].provenance.globals).toEqual({ Firm: removed.body.version });
    expect(await text(after.files[0].sha256)).toBe('For Bo from no firm.');
    expect(await t.runs.reassemble('demo', before.runId)).toEqual(before.documents);
    expect(await text(before.documents[0].sha256)).toBe('For Bo from Beta & Co.');
  });

  it("refuses a value for a global variable on a record: it is the catalog's, not the record's (400)", async () => {
    const { id } = await t.record({ Name: 'Cy' });
    const refused = await t.call('POST', `/collections/Customers/items/${id}`, {
      nextValues: { Name: 'Cy', Firm: { Name: 'Mine' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Firm is a global variable: its values are the catalog's global info, not the record's. Leave it out " +
        '(null clears a value saved on the record before).',
    );
    expect((await t.read(`/collections/Customers/items/${id}`, t.position)).body.values).toEqual({ Name: 'Cy' });
  });

  it('fails an imported row that carries a value for a global, and imports the others', async () => {
    const prepared = await fetch(`${t.url}/demo/upload/import/uploadValues`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ values: [{ Name: 'Dee' }, { Name: 'Eve', Firm: { Name: 'Mine' } }] }),
    });
    expect(prepared.status).toBe(201);
    const { sessionId } = (await prepared.json()) as Json;
    const ran = await fetch(
      `${t.url}/demo/api/collections/Customers/import?sessionId=${sessionId}&userId=${t.adminId}`,
      {
        headers: { authorization: `Bearer ${t.admin}` },
      },
    );
    expect(ran.status).toBe(200);
    const stream = await ran.text();
    const completed = JSON.parse(/event: completed\ndata: (.*)/.exec(stream)?.[1] ?? 'null');
    expect(completed).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(completed.failures).toEqual([
      {
        row: 2,
        reason:
          "Firm is a global variable: its values are the catalog's global info, not the record's. Leave it out " +
          '(null clears a value saved on the record before).',
      },
    ]);
  });
});
