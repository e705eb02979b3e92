import { compileDocx } from '@app/templating';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import type { FileStore } from '@app/storage';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** The letter's paragraphs, each written as an author would type it in Word (fields in `{[…]}`). */
const PARAGRAPHS = [
  'Engagement letter',
  'Dear {[FullName]},',
  'Thank you for choosing us. This letter sets out the terms of our engagement.',
  '{[if BirthDate]}Our records show your date of birth as {[BirthDate|format:"MMMM d, yyyy"]}.{[endif]}',
  'Yours sincerely,',
  'The Demo workspace team',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string, heading = false) =>
  `<w:p>${heading ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ''}<w:r>${
    heading ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''
  }<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** A small but real Word package: content types, the package relation and the document. */
export async function demoLetterDocx(): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  zip.addBuffer(
    Buffer.from(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '[Content_Types].xml',
    { mtime },
  );
  zip.addBuffer(
    Buffer.from(
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    '_rels/.rels',
    { mtime },
  );
  const body = PARAGRAPHS.map((text, i) => paragraph(text, i === 0)).join('');
  zip.addBuffer(
    Buffer.from(`${XML_HEAD}<w:document xmlns:w="${W_NS}"><w:body>${body}<w:sectPr/></w:body></w:document>`),
    'word/document.xml',
    { mtime },
  );
  zip.end();
  return buffer(zip.outputStream);
}

/**
 * The demo's Word template as the template editor saves one after an upload (001 §3 Template: the file's hash in
 * the file store, its name, size, uploader and date, and the fields it holds), so a newcomer finds a Word template
 * that downloads and lists its fields.
 */
export async function demoLetterTemplate(
  files: FileStore,
  user: { _id: string; name: string },
): Promise<Record<string, unknown>> {
  const bytes = await demoLetterDocx();
  const stored = await files.put(bytes);
  const compiled = compileDocx(bytes);
  return {
    name: 'Engagement_letter',
    type: 'docx',
    output: 'Engagement letter {[FullName]}.docx',
    filepath: stored.id,
    filename: 'Engagement letter.docx',
    filesize: stored.size,
    user,
    date: new Date().toISOString(),
    fields: compiled.fields.map(({ text, kind, expression, identifiers }) => ({ text, kind, expression, identifiers })),
    variables: compiled.variables,
  };
}
