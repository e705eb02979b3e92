import PizZip from 'pizzip';

/**
 * The smallest Word package Word and docxtemplater accept: content types, the package relation
 * and a main document with the given body XML. Used by tests and the benchmark.
 */
export function buildDocx(bodyXml: string): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${bodyXml}<w:sectPr/></w:body></w:document>`,
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

/** The text of each paragraph of word/document.xml (line breaks as "\n"), to compare with what was expected. */
export function readDocxParagraphs(docx: Uint8Array): string[] {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
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
