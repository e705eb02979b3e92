import type { ProjectionRunner } from '@app/projections';
import { PROJECTION_RUNNER } from '../shared/storage/tokens';
import { operator } from '../testing/test-app';
import { unzipText } from './import-types/zip.testing';
import {
  exportedDemo,
  startImportExportApp,
  type ImportExportTestApp,
  type Json,
} from './testing/import-export.testing';

/**
 * Import over HTTP on real SQLite files (001 §7; issue 12: "Round trip: export all, import into a second
 * workspace, same definitions"), with each conflict logic, of the demo's export.
 */
describe('types export and import', () => {
  let t: ImportExportTestApp;
  let exported: Buffer;
  let templateFile: string;

  beforeAll(async () => {
    t = await startImportExportApp();
    ({ exported, templateFile } = await exportedDemo(t));
  });
  afterAll(() => t?.close());

  /** The demo's export, uploaded to the second workspace again and imported there with this logic. */
  const importExported = async (logic: string) =>
    t.importFile('second', t.second, await t.uploaded('second', t.second, 'x.zip', exported), logic);

  it('round trip: the export imported into a second workspace gives the same definitions, template files included', async () => {
    await t.files.delete(templateFile);
    const url = await t.uploaded('second', t.second, 'demo.zip', exported);
    const imported = await t.importFile('second', t.second, url, 'existing');
    expect(imported.status).toBe(201);
    expect(imported.body.created.map((each: Json) => each.name).sort()).toEqual(['Client', 'Matter', 'Rates']);
    expect(imported.body).toMatchObject({ updated: [], skipped: [], deleted: [] });
    expect(await t.definitionOf('second', t.second, imported.body.position)).toEqual(
      await t.definitionOf('demo', t.demo),
    );
    expect(await t.files.stat(templateFile)).toEqual(expect.objectContaining({ id: templateFile }));
    // The upload is gone once imported.
    expect((await t.importFile('second', t.second, url, 'existing')).status).toBe(404);
  });

  it('existing keeps the workspace’s element; imported replaces it as one version; restore needs the dev add-on', async () => {
    const list = await t.elements('second', t.second);
    const matter = list.find((element) => element.name === 'Matter')!;
    const changed = await t.send('second', t.second, 'POST', '/api/v2/types', {
      items: [
        { action: 'add', kind: 'variable', parent: matter._id, name: 'Court', type: 'text' },
        { action: 'add', kind: 'model', name: 'Extra' },
      ],
    });
    expect(changed.status).toBe(201);

    const kept = await importExported('existing');
    expect(kept.status).toBe(201);
    expect(kept.body.skipped.map((each: Json) => each.name).sort()).toEqual(['Client', 'Matter', 'Rates']);
    expect(kept.body.created).toEqual([]);
    const afterKept = await t.read('second', t.second, `/api/v2/types/model/${matter._id}`, changed.body.position);
    expect(afterKept.body.properties.map((p: Json) => p.name)).toContain('Court');

    const replaced = await importExported('imported');
    expect(replaced.status).toBe(201);
    expect(replaced.body.updated).toEqual([
      { _id: matter._id, name: 'Matter', kind: 'model', version: afterKept.body.version + 1 },
    ]);
    expect(replaced.body.skipped.map((each: Json) => each.name).sort()).toEqual(['Client', 'Rates']);
    const afterReplace = await t.read('second', t.second, `/api/v2/types/model/${matter._id}`, replaced.body.position);
    expect(afterReplace.body.properties.map((p: Json) => p.name)).toEqual(['Party', 'Primary']);
    const history = await t.read(
      'second',
      t.second,
      `/api/v2/types/model/${matter._id}/versions?limit=1`,
      replaced.body.position,
    );
    expect(history.body.versions[0].summary).toBe('variable Court removed');

    const before = await t.store.headPosition();
    const refused = await importExported('restore');
    expect(refused).toMatchObject({ status: 400, body: { message: 'Replacing all elements needs the dev add-on.' } });
    expect(await t.store.headPosition()).toBe(before);

    const dev = await operator(`${t.url}/api/workspaces/second/addons/dev`, { method: 'PUT', body: { enabled: true } });
    expect(dev.status).toBe(200);
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(((await dev.json()) as Json).position, 5000);
    const restored = await importExported('restore');
    expect(restored.status).toBe(201);
    expect(restored.body.deleted.map((each: Json) => each.name)).toEqual(['Extra']);
    expect(await t.definitionOf('second', t.second, restored.body.position)).toEqual(
      await t.definitionOf('demo', t.demo),
    );
    expect((await t.read('second', t.second, '/api/v2/types/deleted', restored.body.position)).body).toEqual([
      expect.objectContaining({ name: 'Extra' }),
    ]);
  });

  it('imports a .json of one element, its type told by its content', async () => {
    const rates = (await unzipText(exported))['elements/Rates.json'];
    const answer = await t.upload('demo', t.demo, [{ name: 'rates.zip', bytes: Buffer.from(rates) }]);
    expect(answer).toMatchObject({ status: 201, body: { type: 'application/json' } });
    const imported = await t.importFile('demo', t.demo, answer.body.url, 'existing');
    expect(imported.body).toMatchObject({ created: [], skipped: [expect.objectContaining({ name: 'Rates' })] });
  });
});
