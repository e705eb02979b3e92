import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invalid } from '../domain/domain-error';

/** An upload's id (the import's `url`, the template's `versionId`): a random UUID, checked before it names a path. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const FILE_FIELD = 'file';
export const NOT_MULTIPART = `Send the file as multipart/form-data, in the field "${FILE_FIELD}".`;

/** OpenAPI of an upload route's body: multipart/form-data with one file in the field `file`. */
export const ApiUploadBody = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [FILE_FIELD],
        properties: { [FILE_FIELD]: { type: 'string', format: 'binary' } },
      },
    }),
  );

/** Uploads nobody finished with (a closed tab) are swept after a day. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** A file name as the author's browser sent it, made safe to repeat in a message and a download's name. */
const displayName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"' && char !== '\\')
    .join('')
    .slice(-200) || 'The file';

/** What one kind of upload accepts, and how it says no. */
export interface UploadRules {
  maxBytes: number;
  /** The refusal of a file past `maxBytes` (its status is the API's: 413 for templates, 400 for imports). */
  tooLarge(max: number): Error;
  /** The message when the request holds no file. */
  noFile: string;
  /** The message when it holds more than one. */
  oneOnly: string;
}

/** A file just received, for the area's owner to tell what it is. */
export interface ReceivedFile {
  /** Where its bytes are. */
  path: string;
  /** Its name as the author had it, made safe by displayName. */
  name: string;
  size: number;
  /** Its first 64 bytes, to tell its type by. */
  head: Buffer;
}

/**
 * A folder of uploads under DATA_DIR, one sub-folder per workspace, each upload a `{id}.data` file with a
 * `{id}.meta` JSON beside it. An upload of one workspace cannot be named from another (the folder is the token's
 * workspace), and an id is a random UUID checked against UPLOAD_ID before it reaches a path.
 */
export class UploadArea<Meta> {
  constructor(private readonly root: string) {}

  /** The folder of one workspace's uploads. */
  folder(tenant: string): string {
    if (!/^[a-z0-9]+$/.test(tenant)) throw new Error(`not a workspace name: ${tenant}`);
    return join(this.root, tenant);
  }

  /**
   * Receives the one file of a multipart request, streamed to disk and refused past the size limit (the rest of
   * the request is not read); `describe` then tells what it is (or throws, and nothing of it is kept). Sweeps the
   * workspace's old uploads first.
   */
  async receive(
    tenant: string,
    request: Request,
    rules: UploadRules,
    describe: (file: ReceivedFile) => Promise<Meta>,
  ): Promise<{ id: string; meta: Meta }> {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw invalid(NOT_MULTIPART);
    const folder = this.folder(tenant);
    await mkdir(folder, { recursive: true });
    await sweep(folder);
    const id = randomUUID();
    const path = join(folder, `${id}.data`);
    try {
      const { name, size } = await receiveFile(request, path, rules);
      const meta = await describe({ path, name, size, head: await readHead(path) });
      await writeFile(join(folder, `${id}.meta`), JSON.stringify(meta));
      return { id, meta };
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** An upload of the workspace with what was remembered with it; null when there is none of that id. */
  async find(tenant: string, id: string): Promise<{ meta: Meta; path: string } | null> {
    if (!UPLOAD_ID.test(id)) return null;
    const folder = this.folder(tenant);
    const meta = await readFile(join(folder, `${id}.meta`), 'utf8').catch(() => null);
    if (meta === null) return null;
    return { meta: JSON.parse(meta) as Meta, path: join(folder, `${id}.data`) };
  }

  /** Forgets an upload; false when there was none of that id in the workspace. */
  async discard(tenant: string, id: string): Promise<boolean> {
    if (!(await this.find(tenant, id))) return false;
    const folder = this.folder(tenant);
    await rm(join(folder, `${id}.meta`), { force: true });
    await rm(join(folder, `${id}.data`), { force: true });
    return true;
  }
}

async function sweep(folder: string): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(folder)) {
    const path = join(folder, entry);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > KEPT_FOR_MS) await rm(path, { force: true });
  }
}

/**
 * Busboy over the request: one file in the field `file`, at most `rules.maxBytes`. Past the limit the request is
 * cut off from the parser at once (the refusal, with the connection closed after it, so no more of it is read) and
 * what was written is removed by the caller.
 */
function receiveFile(request: Request, target: string, rules: UploadRules): Promise<{ name: string; size: number }> {
  const max = rules.maxBytes;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send the file's name as UTF-8 bytes; busboy would read them as Latin-1 ("Ã©tÃ©" for "été").
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: max, fields: 10, fieldSize: 10_000, parts: 20 },
      });
    } catch (error) {
      reject(invalid(`${NOT_MULTIPART} (${(error as Error).message})`));
      return;
    }
    let problem: Error | null = null;
    let written: Promise<void> | null = null;
    let sink: Writable | null = null;
    let name = '';
    let settled = false;
    const refuse = (error: Error) => (problem ??= error);
    const abort = (error: Error) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      sink?.destroy();
      // Nothing more of this request is read: the answer says why and the connection ends with it.
      request.res?.setHeader('Connection', 'close');
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== FILE_FIELD) {
        refuse(invalid(`The file goes in the field "${FILE_FIELD}", not "${field}".`));
        stream.resume();
        return;
      }
      if (written) {
        refuse(invalid(rules.oneOnly));
        stream.resume();
        return;
      }
      name = displayName(info.filename);
      stream.on('limit', () => abort(rules.tooLarge(max)));
      sink = createWriteStream(target);
      written = pipeline(stream, sink);
      // Awaited on close; a refusal (the sink destroyed past the limit) must not count as unhandled meanwhile.
      written.catch(() => undefined);
    });
    parser.on('filesLimit', () => refuse(invalid(rules.oneOnly)));
    parser.on('error', (error: Error) => abort(invalid(`The upload could not be read: ${error.message}.`)));
    parser.on('close', () => {
      void (async () => {
        await written?.catch((error: Error) => refuse(error));
        if (settled) return;
        settled = true;
        if (problem) return reject(problem);
        if (!written) return reject(invalid(rules.noFile));
        const size = (await stat(target)).size;
        if (size === 0) return reject(invalid(`${name} is empty.`));
        resolve({ name, size });
      })().catch(reject);
    });
    request.pipe(parser);
  });
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
