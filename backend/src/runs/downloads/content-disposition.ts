/**
 * `Content-Disposition: attachment` naming the file in every browser: `filename*` (RFC 5987/6266) carries the
 * real name in UTF-8, and `filename` a plain-ASCII stand-in for clients that read only that one.
 */
export function attachmentDisposition(name: string): string {
  const ascii = [...name]
    .map((char) => (char >= ' ' && char <= '~' && char !== '"' && char !== '\\' && char !== '%' ? char : '_'))
    .join('');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
};

/** The media type of a document by its extension (anything else is plain bytes). */
export const contentTypeOf = (ext: string) => TYPES[ext.toLowerCase()] ?? 'application/octet-stream';

/**
 * Names unique within a zip, case aside (two attachments of one name would overwrite each other when unzipped):
 * a repeated name gets " (2)", " (3)"… before its extension.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}
