import { Inject, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../shared/config/app-config';
import { invalid } from '../shared/domain/domain-error';
import { APP_CONFIG } from '../shared/storage/tokens';
import { formatSize } from './import-types/zip-safety';

/** 001 §3 "Import upload response": what was uploaded is named by `url`, an opaque id, never a path. */
export interface UploadedImport {
  url: string;
  type: ImportType;
}

export type ImportType = 'application/zip' | 'application/json';

/** An upload kept for its import: where its bytes are, what they are, and the name the author gave the file. */
export interface StoredImport {
  path: string;
  type: ImportType;
  name: string;
}

export const UPLOAD_URL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An upload's url in a request body: checked before it names anything. */
export const uploadUrlSchema = z.string().max(100).regex(UPLOAD_URL, 'url is the one the upload answered');
export const FILE_FIELD = 'file';
/** Uploads nobody imported or discarded (a closed tab) are swept after a day. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export const NOT_MULTIPART = `Send the file as multipart/form-data, in the field "${FILE_FIELD}".`;
export const NO_FILE = `The upload holds no file: send one .json or .zip file in the field "${FILE_FIELD}".`;
export const ONE_FILE_ONLY = 'Only one file can be imported at a time.';
export const uploadTooLarge = (max: number) => `The file is larger than ${formatSize(max)}, the most an import may be.`;
export const notJsonOrZip = (name: string) => `${name} is neither a .json nor a .zip file.`;
export const UPLOAD_NOT_FOUND =
  'This upload is not here (it was imported, discarded or never made in this workspace): upload the file again.';

/** 001 §5 "Import accepts application/json or application/zip": told by the bytes, whatever the file is called. */
export function sniffImportType(head: Buffer): ImportType | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) {
    return 'application/zip';
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('{') || text.startsWith('[') ? 'application/json' : null;
}

/** A file name as the author's browser sent it, made safe to repeat in a message. */
const displayName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .slice(-120) || 'The file';

/**
 * The import dialog's uploads, each kept in its workspace's own folder under DATA_DIR/imports until it is
 * imported or discarded: an upload of one workspace cannot be named from another (the folder is the token's
 * workspace), and a url is a random id checked against a pattern before it reaches a path.
 */
@Injectable()
export class ImportUploads {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.root = join(config.dataDir, 'imports');
  }

  private folder(tenant: string): string {
    if (!/^[a-z0-9]+$/.test(tenant)) throw new Error(`not a workspace name: ${tenant}`);
    return join(this.root, tenant);
  }

  /** Receives the one file of a multipart request, streamed to disk, refusing it past the size limit. */
  async receive(tenant: string, request: Request): Promise<UploadedImport> {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw invalid(NOT_MULTIPART);
    const folder = this.folder(tenant);
    await mkdir(folder, { recursive: true });
    await this.sweep(folder);
    const url = randomUUID();
    const data = join(folder, `${url}.data`);
    try {
      const name = await this.receiveFile(request, data);
      const type = sniffImportType(await readHead(data));
      if (!type) throw invalid(notJsonOrZip(name));
      await writeFile(join(folder, `${url}.meta`), JSON.stringify({ type, name }));
      return { url, type };
    } catch (error) {
      await rm(data, { force: true });
      throw error;
    }
  }

  async find(tenant: string, url: string): Promise<StoredImport | null> {
    if (!UPLOAD_URL.test(url)) return null;
    const folder = this.folder(tenant);
    const meta = await readFile(join(folder, `${url}.meta`), 'utf8').catch(() => null);
    if (meta === null) return null;
    const { type, name } = JSON.parse(meta) as { type: ImportType; name: string };
    return { path: join(folder, `${url}.data`), type, name };
  }

  /** Forgets an upload; false when there was none of that url in the workspace. */
  async discard(tenant: string, url: string): Promise<boolean> {
    if (!(await this.find(tenant, url))) return false;
    const folder = this.folder(tenant);
    await rm(join(folder, `${url}.meta`), { force: true });
    await rm(join(folder, `${url}.data`), { force: true });
    return true;
  }

  private async sweep(folder: string): Promise<void> {
    const now = Date.now();
    for (const entry of await readdir(folder)) {
      const path = join(folder, entry);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > KEPT_FOR_MS) await rm(path, { force: true });
    }
  }

  /** Busboy over the request: one file in the field `file`, at most the configured size; the name it had. */
  private receiveFile(request: Request, target: string): Promise<string> {
    const max = this.config.imports.maxUploadBytes;
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: request.headers,
          limits: { files: 1, fileSize: max, fields: 10, fieldSize: 10_000, parts: 20 },
        });
      } catch (error) {
        reject(invalid(`${NOT_MULTIPART} (${(error as Error).message})`));
        return;
      }
      let problem: Error | null = null;
      let written: Promise<void> | null = null;
      let name = '';
      const refuse = (error: Error) => (problem ??= error);
      parser.on('file', (field, stream, info) => {
        if (field !== FILE_FIELD) {
          refuse(invalid(`The file goes in the field "${FILE_FIELD}", not "${field}".`));
          stream.resume();
          return;
        }
        if (written) {
          refuse(invalid(ONE_FILE_ONLY));
          stream.resume();
          return;
        }
        name = displayName(info.filename);
        stream.on('limit', () => refuse(invalid(uploadTooLarge(max))));
        written = pipeline(stream, createWriteStream(target));
      });
      parser.on('filesLimit', () => refuse(invalid(ONE_FILE_ONLY)));
      parser.on('error', (error: Error) => reject(invalid(`The upload could not be read: ${error.message}.`)));
      parser.on('close', () => {
        void (async () => {
          await written?.catch((error: Error) => refuse(error));
          if (problem) return reject(problem);
          if (!written) return reject(invalid(NO_FILE));
          const size = (await stat(target)).size;
          if (size === 0) return reject(invalid(`${name} is empty.`));
          resolve(name);
        })().catch(reject);
      });
      request.pipe(parser);
    });
  }
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
