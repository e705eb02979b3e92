import type { DocxInput } from './docx-input.types';

/** How many templates are kept, and how many bytes of .docx at most (their compiled form takes several times that). */
export const CACHED_TEMPLATES = 16;
export const CACHED_TEMPLATE_BYTES = 32 * 1024 * 1024;

/** Bytes hashed from the end of a .docx: its central directory, which lists every entry with its CRC-32. */
const HASHED_TAIL = 64 * 1024;

/**
 * The last templates used, by their exact bytes, dropping the least recently used past
 * {@link CACHED_TEMPLATES} entries or {@link CACHED_TEMPLATE_BYTES} bytes. The key is a hash of the
 * size and the end of the file (a zip ends with the CRC-32 of every part, so that end changes with
 * any part); a hit is only taken when the whole file is byte for byte the one cached.
 */
export class DocxTemplateCache<T> {
  /** A Map iterates in insertion order: the first entry is the least recently used. */
  private readonly entries = new Map<string, { bytes: Uint8Array; value: T }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries = CACHED_TEMPLATES,
    private readonly maxBytes = CACHED_TEMPLATE_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value cached for exactly these bytes, made the most recently used; or `open(bytes)`, kept
   * when it returns (a throw keeps nothing) and `worthKeeping` says so.
   */
  getOrOpen(input: DocxInput, open: (bytes: Uint8Array) => T, worthKeeping: (value: T) => boolean = () => true): T {
    const bytes = asBytes(input);
    const key = keyOf(bytes);
    const entry = this.entries.get(key);
    if (entry && sameBytes(entry.bytes, bytes)) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = open(bytes);
    if (bytes.length <= this.maxBytes && worthKeeping(value)) this.remember(key, bytes, value);
    return value;
  }

  /** Drops what is cached for these bytes, such as a template whose render failed half way. */
  forget(input: DocxInput): void {
    const bytes = asBytes(input);
    const key = keyOf(bytes);
    const entry = this.entries.get(key);
    if (entry && sameBytes(entry.bytes, bytes)) this.drop(key);
  }

  private remember(key: string, bytes: Uint8Array, value: T): void {
    if (this.entries.has(key)) this.drop(key);
    // A copy: the caller may reuse its buffer for another file.
    this.entries.set(key, { bytes: bytes.slice(), value });
    this.totalBytes += bytes.length;
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes.length;
  }
}

function asBytes(input: DocxInput): Uint8Array {
  return input instanceof Uint8Array ? input : new Uint8Array(input);
}

/** FNV-1a over the tail of the file, with its length. */
function keyOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = Math.max(0, bytes.length - HASHED_TAIL); i < bytes.length; i += 1) {
    hash = Math.imul(hash ^ bytes[i], 0x01000193);
  }
  return `${bytes.length}:${(hash >>> 0).toString(36)}`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
