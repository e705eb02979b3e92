/**
 * `Content-Disposition` for a template file: the name as given, in a quoted ASCII form every browser reads and, when
 * it has other characters, again as RFC 5987 `filename*` (UTF-8), which browsers prefer.
 */
export function fileDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === filename) return `${kind}; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const CONTENT_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** By the file's extension, else the template's type (a PDF form's file is a PDF); anything else is plain bytes. */
export function templateContentType(filename: string, templateType: unknown): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (ext && CONTENT_TYPES[ext]) return CONTENT_TYPES[ext];
  if (templateType === 'docx') return CONTENT_TYPES.docx;
  if (templateType === 'pdf' || templateType === 'pdff') return CONTENT_TYPES.pdf;
  return 'application/octet-stream';
}
