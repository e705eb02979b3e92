import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as yauzl from 'yauzl';
import { DomainError, invalid } from '../../shared/domain/domain-error';
import { checkManifest, parseElementFile, templateFileIds, type ExchangedElement } from '../element-exchange-rules';
import { entryPathProblem, entryRole, lyingEntry, UnzipBudget, type EntryRole, type ZipLimits } from './zip-safety';

/** What an import brings: its elements, and the template files they refer to, unpacked into a work folder. */
export interface ImportContents {
  elements: ExchangedElement[];
  /** File-store id → where its bytes were unpacked (checked against the id). */
  files: Map<string, string>;
}

const notJson = (file: string, error: unknown) =>
  `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}).`;

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw invalid(notJson(file, error));
  }
}

/** A .json import: one element file, or a list of them. */
export async function readImportJson(path: string, label: string): Promise<ImportContents> {
  const value = parseJson(await readFile(path, 'utf8'), label);
  const elements = Array.isArray(value)
    ? value.map((each, index) => parseElementFile(each, `${label} [${index}]`))
    : [parseElementFile(value, label)];
  return { elements, files: new Map() };
}

interface ListedEntry {
  entry: yauzl.Entry;
  name: string;
  role: EntryRole;
}

/** Entry names as the zip spells them: UTF-8 when its flag says so, else the DOS code page's ASCII part. */
const decodeName = (entry: yauzl.Entry) =>
  (entry.fileName as unknown as Buffer).toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');

/** The central directory, checked entry by entry before anything is inflated. */
function listEntries(zip: yauzl.ZipFile, budget: UnzipBudget): Promise<ListedEntry[]> {
  return new Promise((resolve, reject) => {
    const listed: ListedEntry[] = [];
    const seen = new Set<string>();
    zip.on('error', reject);
    zip.on('end', () => resolve(listed));
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        const name = decodeName(entry);
        const problem = entryPathProblem(name);
        if (problem) throw invalid(problem);
        const role = entryRole(name);
        budget.declare(name, role, entry.uncompressedSize);
        if (role !== 'ignored') {
          if (seen.has(name.toLowerCase())) throw invalid(`The zip holds ${name} twice.`);
          seen.add(name.toLowerCase());
          if (entry.isEncrypted()) throw invalid(`${name} is encrypted: export it again without a password.`);
          if (!entry.canDecodeFileData())
            throw invalid(
              `${name} is compressed in a way the importer does not read (method ${entry.compressionMethod}).`,
            );
          listed.push({ entry, name, role });
        }
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

/** An entry's bytes as they inflate, each chunk counted against the budget; a lie about its size stops it. */
async function* inflate(zip: yauzl.ZipFile, listed: ListedEntry, budget: UnzipBudget): AsyncGenerator<Buffer> {
  const stream: Readable = await zip.openReadStreamPromise(listed.entry);
  let soFar = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      soFar += bytes.length;
      budget.inflated(listed.name, bytes.length, soFar, listed.entry.uncompressedSize);
      yield bytes;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // yauzl's own size check, or a zlib error on damaged data.
    const message = error instanceof Error ? error.message : String(error);
    if (/too many bytes/i.test(message)) throw invalid(lyingEntry(listed.name));
    throw invalid(`${listed.name} cannot be unpacked: ${message}.`);
  } finally {
    stream.destroy();
  }
}

async function entryText(zip: yauzl.ZipFile, listed: ListedEntry, budget: UnzipBudget): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflate(zip, listed, budget)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Unpacks a template file into the work folder, checking that its bytes are the ones its name (sha256) names. */
async function unpackFile(
  zip: yauzl.ZipFile,
  listed: ListedEntry,
  budget: UnzipBudget,
  fileId: string,
  workDir: string,
): Promise<string> {
  const target = join(workDir, fileId);
  const hash = createHash('sha256');
  const source = inflate(zip, listed, budget);
  async function* hashed() {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  }
  try {
    await pipeline(hashed(), createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  if (hash.digest('hex') !== fileId) {
    await rm(target, { force: true });
    throw invalid(`${listed.name} does not hold the file its name says (the zip is damaged).`);
  }
  return target;
}

/**
 * A .zip import (this product's export, or element files zipped by hand): every entry's path, the entry count
 * and the declared sizes are checked first; then the manifest and element files are read and checked, and the
 * template files the elements refer to unpacked into `workDir`. Any problem is a message naming the entry.
 */
export async function readImportZip(
  path: string,
  label: string,
  limits: ZipLimits,
  workDir: string,
): Promise<ImportContents> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw invalid(`${label} is not a zip file that can be read (${(error as Error).message}).`);
  }
  try {
    const budget = new UnzipBudget(limits);
    budget.entryCount(zip.entryCount);
    let listed: ListedEntry[];
    try {
      listed = await listEntries(zip, budget);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw invalid(`${label} is not a zip file that can be read (${(error as Error).message}).`);
    }
    const manifest = listed.find((each) => each.role === 'manifest');
    if (manifest) checkManifest(parseJson(await entryText(zip, manifest, budget), manifest.name), manifest.name);
    const elements: ExchangedElement[] = [];
    for (const each of listed.filter((entry) => entry.role === 'element'))
      elements.push(parseElementFile(parseJson(await entryText(zip, each, budget), each.name), each.name));
    const wanted = new Set(elements.flatMap((element) => templateFileIds(element.members)));
    const files = new Map<string, string>();
    for (const each of listed.filter((entry) => entry.role === 'file')) {
      const fileId = each.name.slice('files/'.length);
      if (wanted.has(fileId)) files.set(fileId, await unpackFile(zip, each, budget, fileId, workDir));
    }
    return { elements, files };
  } finally {
    zip.close();
  }
}
