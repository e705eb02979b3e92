import PizZip from 'pizzip';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** Headers and footers of a test package, each the body XML of one part. */
export interface DocxTestParts {
  headers?: string[];
  footers?: string[];
}

/**
 * The smallest Word package Word and docxtemplater accept: content types, the package relation
 * and a main document with the given body XML, plus the headers and footers given (each referenced
 * from the document's section). Used by tests and the benchmark.
 */
export function buildDocx(bodyXml: string, parts: DocxTestParts = {}): Uint8Array {
  const zip = new PizZip();
  const extra = [
    ...(parts.headers ?? []).map((xml, i) => ({ kind: 'header', root: 'w:hdr', name: `header${i + 1}`, xml })),
    ...(parts.footers ?? []).map((xml, i) => ({ kind: 'footer', root: 'w:ftr', name: `footer${i + 1}`, xml })),
  ];
  zip.file(
    '[Content_Types].xml',
    XML_HEAD +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      extra
        .map(
          (p) =>
            `<Override PartName="/word/${p.name}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${p.kind}+xml"/>`,
        )
        .join('') +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    XML_HEAD +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${R_NS}/officeDocument" Target="word/document.xml"/>` +
      '</Relationships>',
  );
  if (extra.length > 0) {
    zip.file(
      'word/_rels/document.xml.rels',
      XML_HEAD +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        extra.map((p) => `<Relationship Id="rId${p.name}" Type="${R_NS}/${p.kind}" Target="${p.name}.xml"/>`).join('') +
        '</Relationships>',
    );
  }
  for (const p of extra) zip.file(`word/${p.name}.xml`, `${XML_HEAD}<${p.root} xmlns:w="${W_NS}">${p.xml}</${p.root}>`);
  const references = extra
    .map((p) => `<w:${p.kind}Reference w:type="${p.name.endsWith('1') ? 'default' : 'first'}" r:id="rId${p.name}"/>`)
    .join('');
  zip.file(
    'word/document.xml',
    XML_HEAD +
      `<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}">` +
      `<w:body>${bodyXml}<w:sectPr>${references}</w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A paragraph with one run per piece, so a field can be split across runs the way Word does. */
export function paragraph(...runs: string[]): string {
  return `<w:p>${runs.map((text) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`).join('')}</w:p>`;
}

/** A content control (rich text unless `plain`) around the given runs or paragraphs, as Word's add-ins insert them. */
export function contentControl(inner: string, { plain = false, tag = 'knackly' } = {}): string {
  return (
    `<w:sdt><w:sdtPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/><w:id w:val="1"/>${plain ? '<w:text/>' : ''}</w:sdtPr>` +
    `<w:sdtEndPr/><w:sdtContent>${inner}</w:sdtContent></w:sdt>`
  );
}

/** One run with its text, optionally bold: the runs paragraphs and content controls are built from. */
export function run(text: string, { bold = false } = {}): string {
  return `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

/** The text of each paragraph of word/document.xml (line breaks as "\n"), to compare with what was expected. */
export function readDocxParagraphs(docx: Uint8Array, part = 'word/document.xml'): string[] {
  const xml = new PizZip(docx).file(part)?.asText() ?? '';
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  return paragraphs.map((p) =>
    p
      .replace(/<w:br\/>/g, '\n')
      .replace(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>|<[^>]+>/g, (_m, text?: string) => text ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}
