// Downloading a template's saved file: the current one, inline, and an earlier version's.
import { buildDocx, paragraph } from '../../../templating/src/docx/docx-test-package';
import {
  startClientTemplates,
  wordTemplate,
  type ClientTemplates,
  type TemplateFilesTestApp,
} from './testing/template-files.testing';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files: downloads and versions', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;
  /** Templates of the demo's Client, by name → id. */
  let templates: ClientTemplates['templates'];
  let saveOnTemplate: ClientTemplates['saveOnTemplate'];

  beforeAll(async () => {
    ({ t, clientId, templates, saveOnTemplate } = await startClientTemplates());
  });
  afterAll(() => t?.close());

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
});

/** A second Word file, with other bytes. */
const otherWordFile = () => buildDocx(paragraph('Dear {[FirstName]}, second edition.'));
