// Refused uploads, compiles, downloads and saves of template files: a clear 4xx, nothing kept or written.
import { existsSync, readdirSync } from 'node:fs';
import { buildZip } from './import-types/zip.testing';
import {
  startClientTemplates,
  pdfForm,
  pdfWithoutForm,
  sha256,
  uploadStream,
  wordTemplate,
  type ClientTemplates,
  type TemplateFilesTestApp,
} from './testing/template-files.testing';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;
  /** Templates of the demo's Client, by name → id. */
  let templates: ClientTemplates['templates'];

  beforeAll(async () => {
    ({ t, clientId, templates } = await startClientTemplates());
  });
  afterAll(() => t?.close());

  describe('bad input: a clear 4xx, nothing kept or written, never a 500', () => {
    let head: number;
    beforeEach(async () => {
      head = await t.store.headPosition();
    });
    afterEach(async () => {
      expect(await t.store.headPosition()).toBe(head);
    });

    const uploadArea = () => {
      const folder = t.uploads.folder('demo');
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    };

    it('refuses bytes named .docx that are no Word document, and a zip without a document', async () => {
      const before = uploadArea();
      expect(await t.upload(clientId, 'letter.docx', Buffer.from('Dear {[Name]}, plain text'))).toMatchObject({
        status: 400,
        body: { message: 'letter.docx is neither a Word document (.docx) nor a PDF.' },
      });
      const zip = await buildZip([{ name: 'notes.txt', content: 'not a Word document' }]);
      expect(await t.upload(clientId, 'notes.docx', zip)).toMatchObject({
        status: 400,
        body: { message: 'notes.docx is neither a Word document (.docx) nor a PDF.' },
      });
      expect(uploadArea()).toEqual(before);
    });

    it('refuses a zip bomb named .docx, by its declared sizes and by what it really unpacks to', async () => {
      const before = uploadArea();
      const declared = await buildZip([
        { name: 'word/document.xml', content: '<w:document/>' },
        { name: 'word/media/padding.bin', content: Buffer.alloc(3 * 1024 * 1024) },
      ]);
      expect(await t.upload(clientId, 'bomb.docx', declared)).toMatchObject({
        status: 400,
        body: { message: 'bomb.docx unpacks to more than 2 MB; a Word document may unpack to at most 2 MB.' },
      });
      const lying = await buildZip([
        { name: 'word/document.xml', content: `<w:document>${' '.repeat(500_000)}</w:document>`, declaredSize: 200 },
      ]);
      expect(await t.upload(clientId, 'liar.docx', lying)).toMatchObject({
        status: 400,
        body: {
          message:
            'liar.docx: word/document.xml unpacks to more than the file says it holds: the file is damaged or built ' +
            'to exhaust the server.',
        },
      });
      expect(uploadArea()).toEqual(before);
    });

    it('refuses a 100 MB upload with a 413 naming the limit, keeping none of it', async () => {
      const before = uploadArea();
      const answer = await uploadStream(t, clientId, 100 * 1024 * 1024);
      expect(answer).toMatchObject({
        status: 413,
        body: { message: 'The file is larger than 25 MB, the most a template file may be.' },
      });
      expect(uploadArea()).toEqual(before);
    });

    it('says a PDF without form fields is no PDF form template', async () => {
      const bytes = await pdfWithoutForm();
      const answer = await t.uploadAndCompile(clientId, templates.Intake, 'letter.pdf', bytes);
      expect(answer).toMatchObject({
        status: 422,
        body: { message: 'This PDF has no form fields: a PDF form template needs a fillable form.' },
      });
      expect(await t.files.stat(sha256(bytes))).toBeNull();
    });

    it('says a damaged PDF cannot be read', async () => {
      const form = Buffer.from(await pdfForm(['Name', 'Address']));
      const truncated = form.subarray(0, Math.floor(form.length / 2));
      const cut = await t.uploadAndCompile(clientId, templates.Intake, 'torn.pdf', truncated);
      expect(cut).toMatchObject({
        status: 422,
        body: { message: expect.stringMatching(/^torn\.pdf: Cannot read the PDF form: the file is /) },
      });
      const garbled = Buffer.from(form).fill(0x20, 200, form.length - 100);
      const blank = await t.uploadAndCompile(clientId, templates.Intake, 'blank.pdf', garbled);
      expect(blank).toMatchObject({
        status: 422,
        body: { message: 'blank.pdf: Cannot read the PDF form: the file is damaged.' },
      });
    });

    it('answers 404 for an unknown, another model’s or malformed upload, and 400 for a wrong ext', async () => {
      const body = { templateId: templates.Engagement, ext: 'docx' };
      const unknown = await t.compile(clientId, { ...body, versionId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringMatching(/upload the file again/) } });
      const uploaded = await t.upload(clientId, 'x.docx', wordTemplate());
      const otherModel = await t.save([{ action: 'add', kind: 'model', name: 'Other' }]);
      head = await t.store.headPosition();
      const otherId = otherModel.body.added[0]._id;
      expect((await t.compile(otherId, { ...body, versionId: uploaded.body.versionId })).status).toBe(404);
      expect(await t.compile(clientId, { ...body, ext: 'pdf', versionId: uploaded.body.versionId })).toMatchObject({
        status: 400,
        body: { message: 'x.docx was uploaded as a Word document: compile it with ext "docx".' },
      });
      expect((await t.compile(clientId, { ...body, versionId: '../../etc/passwd' })).status).toBe(400);
      expect((await t.compile(clientId, { ...body, versionId: uploaded.body.versionId, extra: 1 })).status).toBe(400);
    });

    it('refuses an upload for a model that is not there, and from someone who is no administrator', async () => {
      expect(await t.upload('no-such-model', 'x.docx', wordTemplate())).toMatchObject({
        status: 404,
        body: { message: 'Element no-such-model not found.' },
      });
      expect((await t.upload(clientId, 'x.docx', wordTemplate(), t.plain)).status).toBe(403);
    });

    it('answers 404 for the file of a missing template, version, or a template without one', async () => {
      expect(await t.download(`/api/template/${clientId}/Missing`)).toMatchObject({ status: 404 });
      expect((await t.send('GET', `/api/template/${clientId}/Missing`)).body.message).toBe(
        'Client has no template named Missing.',
      );
      expect((await t.send('GET', `/api/template/${clientId}/Memo`)).body).toMatchObject({
        statusCode: 404,
        message: 'The template Memo of Client has no file: upload one first.',
      });
      expect((await t.send('GET', `/api/template/${clientId}/Engagement?version=9999`)).status).toBe(404);
      expect((await t.send('GET', `/api/template/no-such-model/Engagement`)).status).toBe(404);
    });

    it('refuses a save naming a template file this server does not have', async () => {
      const answer = await t.save([
        {
          action: 'update',
          kind: 'template',
          parent: clientId,
          _id: templates.Engagement,
          filepath: 'f'.repeat(64),
          filename: 'forged.docx',
        },
      ]);
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'The file of template Engagement was not uploaded here: upload it again.' },
      });
    });
  });
});
