import { invalid } from '../../shared/domain/domain-error';
import { FILE_ID, MANIFEST_FILE } from '../element-exchange-rules';

/** What one import's zip may hold and unpack to (docs/decisions.md §16). */
export interface ZipLimits {
  maxEntries: number;
  /** Every entry together, as declared and as inflated. */
  maxUnzippedBytes: number;
  /** One element file or the manifest: each is read whole into memory. */
  maxJsonBytes: number;
}

export const MAX_ZIP_ENTRIES = 1000;
export const MAX_JSON_ENTRY_BYTES = 16 * 1024 * 1024;

/** 10485760 → "10 MB": limits are said the way an author reads them. */
export function formatSize(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1)).toLocaleString('en-US')} ${unit}`;
  }
  return `${bytes} bytes`;
}

export const tooManyEntries = (max: number) =>
  `The zip holds more than ${max.toLocaleString('en-US')} entries; an import may hold at most ` +
  `${max.toLocaleString('en-US')}.`;
export const unzipsTooLarge = (max: number) =>
  `The zip unpacks to more than ${formatSize(max)}; an import may unpack to at most ${formatSize(max)}.`;
export const entryTooLarge = (name: string, max: number) =>
  `${name} unpacks to more than ${formatSize(max)}; an element file may hold at most ${formatSize(max)}.`;
export const unsafePath = (name: string) =>
  `The zip holds an entry with an unsafe path (${name}): entries must stay inside the zip, with / between folders.`;
export const lyingEntry = (name: string) =>
  `${name} unpacks to more than the zip says it holds: the zip is damaged or built to exhaust the server.`;

/**
 * Why an entry's path may not be unpacked, or null: it must be relative, stay inside the zip (no `..`), and use
 * `/` only (a backslash is a folder separator on Windows, where `..\x` would climb out).
 */
export function entryPathProblem(name: string): string | null {
  if (name.length === 0 || name.length > 500) return unsafePath(name.slice(0, 80));
  if (name.includes('\\') || name.includes('\0')) return unsafePath(name);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return unsafePath(name);
  if (name.split('/').some((segment) => segment === '..')) return unsafePath(name);
  return null;
}

export type EntryRole = 'manifest' | 'element' | 'file' | 'ignored';

/**
 * What an entry is to the importer: the manifest, an element file (`elements/{name}.json`, or a `.json` at the
 * top), a template file (`files/{sha256}`), or something it leaves alone (folders, the `__MACOSX` copies a
 * Mac adds when it zips a folder again).
 */
export function entryRole(name: string): EntryRole {
  if (name.endsWith('/') || name.startsWith('__MACOSX/') || (name.split('/').pop() ?? '').startsWith('._'))
    return 'ignored';
  if (name === MANIFEST_FILE) return 'manifest';
  if (/^(elements\/)?[^/]+\.json$/i.test(name)) return 'element';
  const file = /^files\/([^/]+)$/.exec(name);
  if (file && FILE_ID.test(file[1])) return 'file';
  return 'ignored';
}

/**
 * Keeps a zip within its limits twice over: by the sizes its entries declare, before anything is inflated, and by
 * the bytes actually inflated, in case an entry declares less than it holds.
 */
export class UnzipBudget {
  private declared = 0;
  private inflatedSoFar = 0;
  private entries = 0;

  constructor(private readonly limits: ZipLimits) {}

  /** The entry count the zip's end record declares, checked before any entry is read. */
  entryCount(count: number): void {
    if (count > this.limits.maxEntries) throw invalid(tooManyEntries(this.limits.maxEntries));
  }

  /** Every entry of the central directory, whether or not it will be read. */
  declare(name: string, role: EntryRole, uncompressedSize: number): void {
    this.entries += 1;
    if (this.entries > this.limits.maxEntries) throw invalid(tooManyEntries(this.limits.maxEntries));
    this.declared += uncompressedSize;
    if (this.declared > this.limits.maxUnzippedBytes) throw invalid(unzipsTooLarge(this.limits.maxUnzippedBytes));
    if ((role === 'element' || role === 'manifest') && uncompressedSize > this.limits.maxJsonBytes)
      throw invalid(entryTooLarge(name, this.limits.maxJsonBytes));
  }

  /** A chunk just inflated; `entrySoFar` is what this entry has given so far, `declared` what it said it holds. */
  inflated(name: string, chunk: number, entrySoFar: number, declared: number): void {
    this.inflatedSoFar += chunk;
    if (entrySoFar > declared) throw invalid(lyingEntry(name));
    if (this.inflatedSoFar > this.limits.maxUnzippedBytes) throw invalid(unzipsTooLarge(this.limits.maxUnzippedBytes));
  }
}
