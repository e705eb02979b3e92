/** A file answer as the record keeps it (the upload's result), or a file name alone (older records). */
export interface FileAnswer {
  name: string;
  size?: number;
  sha256?: string;
  contentType?: string;
}

/** The file answers of a value: one for a single file, each for a list; anything else is none. */
export function fileAnswers(value: unknown): FileAnswer[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.flatMap((item): FileAnswer[] => {
    if (typeof item === 'string') return item === '' ? [] : [{ name: item }];
    if (item !== null && typeof item === 'object' && typeof (item as FileAnswer).name === 'string')
      return [item as FileAnswer];
    return [];
  });
}

/** "820 bytes", "14 KB", "2.4 MB". */
export function fileSizeText(bytes: number | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1000;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${size >= 10 ? Math.round(size) : Math.round(size * 10) / 10} ${units[unit]}`;
}

/**
 * Whether a file fits the ACCEPT filter (as `<input accept>` reads it: ".pdf", "image/*", "application/pdf",
 * comma-separated). A dropped file is checked here, since dropping bypasses the file picker's filter.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** What a refused file's message says: "Upload a file of type .pdf or .docx". */
export const acceptMessage = (accept: string) =>
  `Upload a file of type ${accept
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .join(' or ')}`;
