// Compiling an uploaded PDF form: its field map merged with the saved one, and a template not saved yet.
import {
  startClientTemplates,
  pdfForm,
  sha256,
  type ClientTemplates,
  type Json,
  type TemplateFilesTestApp,
} from './testing/template-files.testing';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files: PDF field maps', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;
  /** Templates of the demo's Client, by name → id. */
  let templates: ClientTemplates['templates'];
  let saveOnTemplate: ClientTemplates['saveOnTemplate'];

  beforeAll(async () => {
    ({ t, clientId, templates, saveOnTemplate } = await startClientTemplates());
  });
  afterAll(() => t?.close());

  it('merges a new PDF form’s fields with the saved map: expressions kept, a removed field flagged obsolete', async () => {
    const formA = await pdfForm(['Name', 'Address', 'Phone', 'Fax']);
    const first = await t.uploadAndCompile(clientId, templates.Intake, 'intake.pdf', formA);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ext: 'pdf', filepath: sha256(formA), filename: 'intake.pdf' });
    expect(first.body.fieldMap.map((entry: Json) => [entry.name, entry.type, entry.flags])).toEqual([
      ['Name', 'text', 0],
      ['Address', 'text', 0],
      ['Phone', 'text', 0],
      ['Fax', 'text', 0],
    ]);
    const withExpressions = first.body.fieldMap.map((entry: Json) =>
      entry.name === 'Name'
        ? { ...entry, expression: 'FirstName + " " + LastName' }
        : entry.name === 'Phone'
          ? { ...entry, expression: 'PhoneNumber' }
          : entry,
    );
    await saveOnTemplate('Intake', { ...first.body, fieldMap: withExpressions });

    const formB = await pdfForm(['Name', 'Address']);
    const second = await t.uploadAndCompile(clientId, templates.Intake, 'intake v2.pdf', formB);
    expect(second.status).toBe(200);
    expect(
      second.body.fieldMap.map((entry: Json) => [entry.name, entry.expression, entry.flags, entry.flagNames]),
    ).toEqual([
      ['Name', 'FirstName + " " + LastName', 0, []],
      ['Address', undefined, 0, []],
      // Fax had no expression: nothing is lost with it, so it is not kept.
      ['Phone', 'PhoneNumber', -1, ['OBSOLETE']],
    ]);

    // The editor's own map (an expression not saved yet) wins over the saved one.
    const editing = withExpressions.map((entry: Json) =>
      entry.name === 'Address' ? { ...entry, expression: 'Street' } : entry,
    );
    const third = await t.uploadAndCompile(clientId, templates.Intake, 'intake v2.pdf', formB, { fieldMap: editing });
    expect(third.body.fieldMap.map((entry: Json) => [entry.name, entry.expression ?? null])).toEqual([
      ['Name', 'FirstName + " " + LastName'],
      ['Address', 'Street'],
      ['Phone', 'PhoneNumber'],
    ]);
  });

  it('compiles for a template not saved yet (a temporary id): no earlier map', async () => {
    const answer = await t.uploadAndCompile(clientId, 'temp-1234', 'new.pdf', await pdfForm(['Signature']));
    expect(answer.status).toBe(200);
    expect(answer.body.fieldMap).toEqual([expect.objectContaining({ name: 'Signature', flags: 0 })]);
  });
});
