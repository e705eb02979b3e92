import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import PizZip from 'pizzip';
import { ElementStream } from './element.streams';
import { buildDocx, paragraph } from '../../../templating/src/docx/docx-test-package';
import { buildZip } from './import-types/zip.testing';
import {
  brokenWordTemplate,
  pdfForm,
  pdfWithoutForm,
  startTemplateFilesApp,
  uploadStream,
  wordTemplate,
  type Json,
  type TemplateFilesTestApp,
} from './testing/template-files.testing';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;
  /** Templates of the demo's Client, by name → id. */
  const templates: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTemplateFilesApp({ IMPORT_MAX_UNZIPPED_BYTES: String(2 * 1024 * 1024) });
    const list = (await t.send('GET', '/api/v2/types')).body as Json[];
    clientId = list.find((element) => element.name === 'Client')._id;
    const saved = await t.save(
      ['Engagement', 'Intake', 'Memo'].map((name) => ({
        action: 'add',
        kind: 'template',
        parent: clientId,
        name,
        type: name === 'Intake' ? 'pdf' : name === 'Memo' ? 'text' : 'docx',
      })),
    );
    expect(saved.body).toMatchObject({ position: expect.any(Number) });
    const client = await t.send('GET', `/api/v2/types/model/${clientId}?minPosition=${saved.body.position}`);
    for (const template of client.body.templates as Json[]) templates[template.name] = template._id;
  });
  afterAll(() => t?.close());

  /** The compiled result saved on the template as the editor's pending update; answers the save. */
  const saveOnTemplate = async (name: string, compiled: Json) => {
    const { filepath, filename, filesize, user, date, fieldMap, fields, variables } = compiled;
    const set = fieldMap ? { fieldMap } : { fields, variables };
    const saved = await t.save([
      {
        action: 'update',
        kind: 'template',
        parent: clientId,
        _id: templates[name],
        filepath,
        filename,
        filesize,
        user,
        date,
        ...set,
      },
    ]);
    expect(saved.status).toBe(201);
    return saved.body as { position: number; versions: Record<string, number> };
  };

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

  it('downloads the saved file, any earlier version’s file, and opens it inline', async () => {
    const first = wordTemplate();
    const compiledFirst = await t.uploadAndCompile(clientId, templates.Engagement, 'Engagement.docx', first);
    const savedFirst = await saveOnTemplate('Engagement', compiledFirst.body);
    const firstVersion = savedFirst.versions[clientId];

    const current = await t.download(`/api/template/${clientId}/Engagement`);
    expect(current.status).toBe(200);
    expect(current.bytes.equals(Buffer.from(first))).toBe(true);
    expect(current.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(current.headers.get('content-disposition')).toBe('attachment; filename="Engagement.docx"');

    const second = otherWordFile();
    const compiledSecond = await t.uploadAndCompile(clientId, templates.Engagement, 'Été 2027.docx', second);
    expect(compiledSecond.status).toBe(200);
    const savedSecond = await saveOnTemplate('Engagement', compiledSecond.body);
    expect(savedSecond.versions[clientId]).toBe(firstVersion + 1);
    await t.caughtUp(savedSecond.position);

    const latest = await t.download(`/api/template/${clientId}/engagement?inline=1`);
    expect(latest.status).toBe(200);
    expect(latest.bytes.equals(Buffer.from(second))).toBe(true);
    expect(latest.headers.get('content-disposition')).toBe(
      `inline; filename="_t_ 2027.docx"; filename*=UTF-8''%C3%89t%C3%A9%202027.docx`,
    );

    const earlier = await t.download(`/api/template/${clientId}/Engagement?version=${firstVersion}`);
    expect(earlier.status).toBe(200);
    expect(earlier.bytes.equals(Buffer.from(first))).toBe(true);
    expect(earlier.headers.get('content-disposition')).toBe('attachment; filename="Engagement.docx"');
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

  describe('template profiles', () => {
    const profilePath = (template: string) => `/api/types/Client/templates/${template}/profile`;

    it('offers the profiles of the storage add-ons that are on, and the NetDocuments elements', async () => {
      expect(await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).toEqual({
        status: 200,
        body: [],
      });
      await t.addon('onedrive', true);
      await t.addon('clio', true);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
      ]);
      // The NetDocuments integration brings its profiles as elements named nd:…; a name no author could type.
      const added = await ElementStream.run(t.store, { tenant: 'demo', id: 'nd-matters', actorId: null }, () => [
        {
          type: 'ElementCreated',
          data: { elementId: 'nd-matters', name: 'nd:Matters', kind: 'model', definition: {}, members: [] },
        },
      ]);
      await t.caughtUp(added.position);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
      ]);
      await t.addon('netdocuments', true);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
        'nd:Matters',
      ]);
    });

    it('saves a profile as one version of the element and reads it back', async () => {
      expect(await t.send('GET', profilePath('Intake'))).toEqual({ status: 200, body: { profile: '', def: {} } });
      const before = (await t.send('GET', `/api/v2/types/model/${clientId}`)).body.version as number;
      const list = [
        { name: 'Client', expression: 'FirstName + " " + LastName', externalId: 'nd-1' },
        { name: 'Year', expression: '' },
      ];
      const saved = await t.send('POST', profilePath('Intake'), { profile: 'nd:Matters', def: { list } });
      expect(saved).toEqual({ status: 201, body: { version: before + 1, position: expect.any(Number) } });
      expect(await t.send('GET', profilePath('intake'))).toEqual({
        status: 200,
        body: { profile: 'nd:Matters', def: { list } },
      });
      const history = await t.send(
        'GET',
        `/api/v2/types/model/${clientId}/versions?limit=1&minPosition=${saved.body.position}`,
      );
      expect(history.body.versions[0]).toMatchObject({ version: before + 1, summary: 'template Intake changed' });

      const cleared = await t.send('POST', profilePath('Intake'), { profile: '', def: {} });
      expect(cleared.body.version).toBe(before + 2);
      expect((await t.send('GET', profilePath('Intake'))).body).toEqual({ profile: '', def: {} });
    });

    it('refuses a profile not offered, a def of another shape, a bad expression and a text template', async () => {
      const head = await t.store.headPosition();
      const refusals: [string, unknown, RegExp][] = [
        ['Engagement', { profile: 'Dropbox', def: {} }, /^Dropbox is not a profile this workspace offers/],
        ['Engagement', { profile: 'OneDrive', def: { path: 'x' } }, /OneDrive definition \{ folder \}/],
        ['Engagement', { profile: 'Clio', def: { matter: 'm' } }, /folder/],
        [
          'Engagement',
          { profile: 'nd:Matters', def: { list: [{ name: 'Client', expression: 'FirstName +' }] } },
          /^nd:Matters: the expression of Client does not compile/,
        ],
        ['Memo', { profile: 'OneDrive', def: { folder: 'x' } }, /^Memo is not a Word or PDF template/],
      ];
      for (const [template, body, message] of refusals) {
        const answer = await t.send('POST', profilePath(template), body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(message);
      }
      expect((await t.send('POST', profilePath('Missing'), { profile: 'OneDrive', def: { folder: '' } })).status).toBe(
        404,
      );
      expect((await t.send('GET', profilePath('Engagement'), undefined, t.plain)).status).toBe(403);
      expect(await t.store.headPosition()).toBe(head);
    });
  });
});

/** A second Word file, with other bytes. */
const otherWordFile = () => buildDocx(paragraph('Dear {[FirstName]}, second edition.'));
