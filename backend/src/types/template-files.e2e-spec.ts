// Compiling an uploaded Word template: its fields and variables, the 202 protocol, broken and damaged files.
import PizZip from 'pizzip';
import {
  startClientTemplates,
  brokenWordTemplate,
  sha256,
  wordTemplate,
  type ClientTemplates,
  type TemplateFilesTestApp,
} from './testing/template-files.testing';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files: Word compile', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;
  /** Templates of the demo's Client, by name → id. */
  let templates: ClientTemplates['templates'];

  beforeAll(async () => {
    ({ t, clientId, templates } = await startClientTemplates());
  });
  afterAll(() => t?.close());

  it('compiles an uploaded .docx into its fields and the variables they use, writing no event', async () => {
    const head = await t.store.headPosition();
    const bytes = wordTemplate();
    const uploaded = await t.upload(clientId, 'Engagement letter.docx', bytes);
    expect(uploaded).toEqual({ status: 201, body: { versionId: expect.any(String), ext: 'docx' } });

    const { statuses, last } = await t.compileUntilDone(clientId, {
      templateId: templates.Engagement,
      versionId: uploaded.body.versionId,
      ext: 'docx',
    });
    expect(statuses.at(-1)).toBe(200);
    expect(last.body).toEqual({
      filepath: sha256(bytes),
      filename: 'Engagement letter.docx',
      filesize: bytes.length,
      ext: 'docx',
      user: { _id: t.demoUserId, name: 'Demo administrator' },
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      fields: [
        { text: 'FirstName', kind: 'value', expression: 'FirstName', identifiers: ['FirstName'] },
        { text: 'LastName|upper', kind: 'value', expression: 'LastName|upper', identifiers: ['LastName'] },
        { text: 'if Age >= 18', kind: 'if', expression: 'Age >= 18', identifiers: ['Age'] },
        { text: 'endif', kind: 'endif', expression: '', identifiers: [] },
        { text: 'list Children', kind: 'list', expression: 'Children', identifiers: ['Children'] },
        { text: '_index', kind: 'value', expression: '_index', identifiers: [] },
        { text: 'this.Name', kind: 'value', expression: 'this.Name', identifiers: [] },
        { text: 'City', kind: 'value', expression: 'City', identifiers: ['City'] },
        { text: 'endlist', kind: 'endlist', expression: '', identifiers: [] },
      ],
      variables: ['Age', 'Children', 'City', 'FirstName', 'LastName'],
    });
    expect(await t.files.stat(sha256(bytes))).toEqual({ id: sha256(bytes), size: bytes.length });
    // The editor queues the result; only "Save changes to types" writes it.
    expect(await t.store.headPosition()).toBe(head);
  });

  it('answers 202 while compiling and the result after, once per upload', async () => {
    const bytes = wordTemplate();
    const uploaded = await t.upload(clientId, 'again.docx', bytes);
    const body = { templateId: templates.Engagement, versionId: uploaded.body.versionId, ext: 'docx' };
    const { statuses, last } = await t.compileUntilDone(clientId, body);
    // A small file is answered at once; a larger one first with 202s: both are the protocol.
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(last.status).toBe(200);
    const again = await t.compile(clientId, body);
    expect(again).toEqual({ status: 200, body: last.body });
  });

  it('reports a broken Word template with the field and the text around it, keeping nothing', async () => {
    const bytes = brokenWordTemplate();
    const answer = await t.uploadAndCompile(clientId, templates.Engagement, 'broken.docx', bytes);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(
      /^broken\.docx: .+ near "The fee is \{\[Amount \* \]\} dollars, payable now\."/,
    );
    expect(answer.body.problems).toEqual([
      expect.objectContaining({
        field: '{[Amount * ]}',
        context: 'The fee is {[Amount * ]} dollars, payable now.',
        file: 'word/document.xml',
        message: expect.any(String),
      }),
    ]);
    expect(await t.files.stat(sha256(bytes))).toBeNull();
  });

  it('says a Word file whose XML is damaged cannot be read', async () => {
    const zip = new PizZip(wordTemplate());
    zip.file('word/document.xml', '<<<w:document, torn');
    const bytes = zip.generate({ type: 'uint8array' });
    const answer = await t.uploadAndCompile(clientId, templates.Engagement, 'damaged.docx', bytes);
    expect(answer).toMatchObject({
      status: 422,
      body: {
        message:
          'damaged.docx cannot be read as a Word document: The docx contains invalid XML, it is most likely corrupt.',
      },
    });
    expect(await t.files.stat(sha256(bytes))).toBeNull();
  });
});
