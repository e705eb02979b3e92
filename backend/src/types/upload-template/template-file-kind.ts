import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { DomainError, invalid } from '../../shared/domain/domain-error';
import { formatSize } from '../import-types/zip-safety';

/** What a template file is (001 §6 "Template upload accepts .docx (docx) or .pdf (pdf form)"). */
export type TemplateExt = 'docx' | 'pdf';

/** The zip-bomb bounds of a Word file: the import's (docs/decisions.md §16), said of a template. */
export interface DocxZipLimits {
  maxEntries: number;
  maxUnzippedBytes: number;
}

/** The part every Word document has; a zip without it is some other kind of file. */
export const DOCX_MAIN_PART = 'word/document.xml';

export const docxTooManyEntries = (name: string, max: number) =>
  `${name} holds more than ${max.toLocaleString('en-US')} parts; a Word document may hold at most ` +
  `${max.toLocaleString('en-US')}.`;
export const docxUnzipsTooLarge = (name: string, max: number) =>
  `${name} unpacks to more than ${formatSize(max)}; a Word document may unpack to at most ${formatSize(max)}.`;
export const docxLyingEntry = (name: string, part: string) =>
  `${name}: ${part} unpacks to more than the file says it holds: the file is damaged or built to exhaust the server.`;
export const docxUnreadable = (name: string, why: string) => `${name} cannot be read as a Word document: ${why}.`;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;

/**
 * Told by the bytes, whatever the file is called: `pdf` for a file starting `%PDF-`, `docx` for a zip holding
 * `word/document.xml` (checked against the zip-bomb bounds first, see checkDocxZip), null for anything else.
 */
export async function templateKindOf(
  path: string,
  head: Buffer,
  name: string,
  limits: DocxZipLimits,
): Promise<TemplateExt | null> {
  if (head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  if (!isZip(head)) return null;
  return (await checkDocxZip(path, name, limits)) ? 'docx' : null;
}

function openZip(path: string): Promise<yauzl.ZipFile | null> {
  return new Promise((resolve) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: true, strictFileNames: false },
      (error, zip) => resolve(error ? null : zip),
    );
  });
}

/**
 * Whether a zip is a Word package, refusing a zip bomb before the template compiler (which unpacks it in memory)
 * ever sees it: the entry count and the sizes the central directory declares are checked before anything is
 * inflated, then every entry is inflated once, counted against its declared size and the total, and thrown away.
 * False for a zip that cannot be read as one or has no main document part.
 */
export async function checkDocxZip(path: string, name: string, limits: DocxZipLimits): Promise<boolean> {
  const zip = await openZip(path);
  if (!zip) return false;
  try {
    if (zip.entryCount > limits.maxEntries) throw invalid(docxTooManyEntries(name, limits.maxEntries));
    const entries = await listEntries(zip, name, limits);
    if (!entries.some((entry) => entry.fileName === DOCX_MAIN_PART)) return false;
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) throw invalid(docxUnreadable(name, `${entry.fileName} is encrypted`));
      if (!entry.canDecodeFileData())
        throw invalid(docxUnreadable(name, `${entry.fileName} is compressed in a way this server does not read`));
      inflated = await countInflated(zip, entry, name, limits, inflated);
    }
    return true;
  } finally {
    zip.close();
  }
}

function listEntries(zip: yauzl.ZipFile, name: string, limits: DocxZipLimits): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    zip.on('error', (error: Error) => reject(invalid(docxUnreadable(name, error.message))));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnzippedBytes) return reject(invalid(docxUnzipsTooLarge(name, limits.maxUnzippedBytes)));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates one entry into nothing, counting; answers the running total. */
async function countInflated(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  limits: DocxZipLimits,
  before: number,
): Promise<number> {
  let total = before;
  let own = 0;
  const stream: Readable = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream) {
      const size = (chunk as Buffer).length;
      own += size;
      total += size;
      if (own > entry.uncompressedSize) throw invalid(docxLyingEntry(name, entry.fileName));
      if (total > limits.maxUnzippedBytes) throw invalid(docxUnzipsTooLarge(name, limits.maxUnzippedBytes));
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // yauzl's own size check, or zlib on damaged data.
    const message = error instanceof Error ? error.message : String(error);
    if (/too many bytes/i.test(message)) throw invalid(docxLyingEntry(name, entry.fileName));
    throw invalid(docxUnreadable(name, `${entry.fileName} cannot be unpacked (${message})`));
  } finally {
    stream.destroy();
  }
  return total;
}
