import { readDocxParagraphs } from '../../../../templating/src/docx/docx-test-package';
import type { RunState } from '../run.state';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';

const hashes = (run: RunState) => run.documents.map((document) => [document.name, document.sha256]);

/** Issue 16 "Tests: Reproducibility": the same model version and record version give the same bytes, always. */
describe('app runs are reproducible (real SQLite files, real file store)', () => {
  let t: RunsTestApp;
  beforeAll(async () => {
    t = await startRunsApp();
  });
  afterAll(() => t.close());

  it('re-assembles an old run byte for byte after the model and the record changed', async () => {
    const { id } = await t.record({ Name: 'Ann Lee', City: 'Oslo', Age: 42 });
    const first = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(first.status).toBe('completed');
    // Zip entries are dated to two seconds: a run stamped with the clock would differ by now.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const again = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(hashes(again)).toEqual(hashes(first));

    await t.update(id, { City: 'Rome' });
    await t.change([
      { action: 'update', kind: 'template', _id: t.templates.Memo, text: 'Changed: {[Name]}.' },
      { action: 'update', kind: 'template', _id: t.templates.Letter, output: 'Welcome letter' },
    ]);
    const later = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: t.adminId });
    expect(later).toMatchObject({ recordVersion: 2, modelVersion: first.modelVersion + 1 });
    expect(later.documents.map((document) => document.name)).toEqual([
      'Memo for Ann Lee.txt',
      'Welcome letter.docx',
      'Form Ann Lee.pdf',
    ]);
    for (const [index, document] of later.documents.entries())
      expect(document.sha256).not.toBe(first.documents[index].sha256);

    // The old run reads the model and the record as they stood: the same names and bytes, even for a lost file.
    const letter = first.documents[1];
    await t.files.delete(letter.sha256);
    const reassembled = await t.runs.reassemble('demo', first.runId);
    expect(reassembled).toEqual(first.documents);
    expect(readDocxParagraphs(await t.bytesOf(letter.sha256))).toEqual([
      'Dear Ann Lee,',
      'An adult of OSLO.',
      'Reference: C-Ann Lee',
    ]);
  });

  it('assembles the model version the catalog’s live snapshot pins, and names the snapshot', async () => {
    const { id } = await t.record({ Name: 'Bo', City: 'Bern', Age: 30 });
    const pinned = (await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: null })).modelVersion;
    const catalog = (await t.call('GET', '/collections')).body.find(
      (each: { name: string }) => each.name === 'Customers',
    );
    const saved = await t.call('PUT', '/collections', {
      collections: [{ _id: catalog._id, appOptions: [{ appName: 'Welcome', liveVersion: String(pinned) }] }],
    });
    expect(saved.status).toBe(200);
    await t.change([{ action: 'update', kind: 'template', _id: t.templates.Memo, text: 'Newer: {[Name]}.' }]);

    const run = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: null });
    expect(run).toMatchObject({ status: 'completed', modelVersion: pinned, snapshot: String(pinned) });
    expect((await t.bytesOf(run.documents[0].sha256)).toString('utf8')).not.toContain('Newer');

    const unpinned = await t.call('PUT', '/collections', {
      collections: [{ _id: catalog._id, appOptions: [{ appName: 'Welcome', liveVersion: '' }] }],
    });
    expect(unpinned.status).toBe(200);
    const latest = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Welcome', by: null });
    expect(latest).toMatchObject({ modelVersion: pinned + 1, snapshot: null });
    expect((await t.bytesOf(latest.documents[0].sha256)).toString('utf8')).toBe('Newer: Bo.');
  });
});
