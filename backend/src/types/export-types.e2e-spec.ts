import { unzipText } from './import-types/zip.testing';
import { addMatterAndRates, startImportExportApp, type ImportExportTestApp } from './testing/import-export.testing';

/** Export over HTTP on real SQLite files (001 §7; issue 12), and the global names a model's type offers. */
describe('types export and import', () => {
  let t: ImportExportTestApp;

  beforeAll(async () => {
    t = await startImportExportApp();
  });
  afterAll(() => t?.close());

  /** The file hash of the demo model's Word template. */
  const demoWordFile = async (clientId: string) => {
    const client = (await t.read('demo', t.demo, `/api/v2/types/model/${clientId}`)).body as {
      templates: Record<string, unknown>[];
    };
    const word = client.templates.find((template) => template.type === 'docx');
    expect(word?.filepath).toMatch(/^[0-9a-f]{64}$/);
    return word!.filepath as string;
  };

  it('exports every element’s definition as {tenancy}.zip, and one element as {name}.zip', async () => {
    // The demo's Client, plus a model referring to it, a global of its type, a table and a template with a file.
    const { templateFile, client, position } = await addMatterAndRates(t);

    const all = await t.download('demo', t.demo, `/api/v2/types/exports?minPosition=${position}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('application/zip');
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="demo.zip"');
    const entries = await unzipText(all.bytes);
    // The demo's Client has a Word template of its own: its file travels too.
    const clientFile = `files/${await demoWordFile(client._id)}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        'manifest.json',
        'elements/Client.json',
        'elements/Matter.json',
        'elements/Rates.json',
        `files/${templateFile}`,
        clientFile,
      ].sort(),
    );
    expect(JSON.parse(entries['manifest.json'])).toMatchObject({
      format: 'docauto-types',
      formatVersion: 1,
      workspace: 'demo',
    });
    const matterFile = JSON.parse(entries['elements/Matter.json']);
    expect(matterFile).toMatchObject({
      name: 'Matter',
      kind: 'model',
      definition: { summary: 'Matter {Party.FullName}' },
    });
    expect(matterFile).not.toHaveProperty('version');

    const one = await t.download('demo', t.demo, `/api/types/${client._id}/export`);
    expect(one.headers.get('content-disposition')).toBe('attachment; filename="Client.zip"');
    expect(Object.keys(await unzipText(one.bytes)).sort()).toEqual([
      'elements/Client.json',
      clientFile,
      'manifest.json',
    ]);
  });

  it('answers the global names of a model: the global variables of its type', async () => {
    const client = (await t.elements('demo', t.demo)).find((element) => element.name === 'Client')!;
    expect((await t.read('demo', t.demo, `/api/v2/types/model/${client._id}/globals`)).body).toEqual(['Primary']);
    expect((await t.read('demo', t.demo, '/api/v2/types/model/Client/globals')).body).toEqual(['Primary']);
    expect((await t.read('demo', t.demo, '/api/v2/types/model/nobody/globals')).status).toBe(404);
  });
});
