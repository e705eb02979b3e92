import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppConfig } from '../shared/config/app-config';
import { invalid } from '../shared/domain/domain-error';
import { APP_CONFIG } from '../shared/storage/tokens';
import { formatSize, MAX_ZIP_ENTRIES } from './import-types/zip-safety';
import { FILE_FIELD, NOT_MULTIPART, UPLOAD_URL } from './import-uploads';
import { templateKindOf, type TemplateExt } from './upload-template/template-file-kind';

export type { TemplateExt };

/** Who uploaded a template file, as the template editor shows it (001 §2 Docx: "uploader"). */
export interface TemplateUploader {
  _id: string;
  name: string;
}

/** 001 §3 "Upload response": the upload is named by `versionId`, an opaque id, never a path. */
export interface UploadedTemplate {
  versionId: string;
  ext: TemplateExt;
}

/** What is remembered with an upload until it is compiled and saved, or swept. */
export interface TemplateUploadMeta {
  /** The element the upload was made for: it is compiled for that element only. */
  typeId: string;
  ext: TemplateExt;
  /** The name the author's file had (made safe to repeat), kept as the template's `filename`. */
  name: string;
  size: number;
  user: TemplateUploader;
  /** ISO 8601: when it was uploaded. */
  date: string;
}

export interface StoredTemplateUpload extends TemplateUploadMeta {
  versionId: string;
  /** Where its bytes are. */
  path: string;
}

/** A versionId in a request body: checked before it names anything. */
export const versionIdSchema = z.string().max(100).regex(UPLOAD_URL, 'versionId is the one the upload answered');

/** Uploads nobody compiled (a closed tab) or that were compiled and saved are swept after a day. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export const NO_TEMPLATE_FILE = `The upload holds no file: send one .docx or .pdf file in the field "${FILE_FIELD}".`;
export const ONE_TEMPLATE_ONLY = 'Only one file can be uploaded for a template.';
export const templateTooLarge = (max: number) =>
  `The file is larger than ${formatSize(max)}, the most a template file may be.`;
export const notDocxOrPdf = (name: string) => `${name} is neither a Word document (.docx) nor a PDF.`;
export const TEMPLATE_UPLOAD_NOT_FOUND =
  'This upload is not here (it is more than a day old, or was never made in this workspace for this model): ' +
  'upload the file again.';

/** A file name as the author's browser sent it, made safe to repeat in a message and a download's name. */
export const displayName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"' && char !== '\\')
    .join('')
    .slice(-200) || 'The file';

/**
 * The template editor's uploads (001 §2 Docx and Pdf form, §7 POST /upload/{typeId}), each kept in its workspace's
 * own folder under DATA_DIR/template-uploads until it is a day old: compiling one puts its bytes in the file store,
 * which is what a saved template refers to. An upload of one workspace cannot be named from another (the folder is
 * the token's workspace), and a versionId is a random id checked against a pattern before it reaches a path.
 */
@Injectable()
export class TemplateUploads {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.root = join(config.dataDir, 'template-uploads');
  }

  /** The folder of one workspace's uploads (for the tests that check nothing is left behind). */
  folder(tenant: string): string {
    if (!/^[a-z0-9]+$/.test(tenant)) throw new Error(`not a workspace name: ${tenant}`);
    return join(this.root, tenant);
  }

  /**
   * Receives the one file of a multipart request, streamed to disk and refused past the size limit (the rest of
   * the request is not read), then tells what it is by its content.
   */
  async receive(tenant: string, typeId: string, request: Request, user: TemplateUploader): Promise<UploadedTemplate> {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw invalid(NOT_MULTIPART);
    const folder = this.folder(tenant);
    await mkdir(folder, { recursive: true });
    await this.sweep(folder);
    const versionId = randomUUID();
    const data = join(folder, `${versionId}.data`);
    try {
      const { name, size } = await this.receiveFile(request, data);
      const ext = await templateKindOf(data, await readHead(data), name, {
        maxEntries: MAX_ZIP_ENTRIES,
        maxUnzippedBytes: this.config.imports.maxUnzippedBytes,
      });
      if (!ext) throw invalid(notDocxOrPdf(name));
      const meta: TemplateUploadMeta = { typeId, ext, name, size, user, date: new Date().toISOString() };
      await writeFile(join(folder, `${versionId}.meta`), JSON.stringify(meta));
      return { versionId, ext };
    } catch (error) {
      await rm(data, { force: true });
      throw error;
    }
  }

  async find(tenant: string, versionId: string): Promise<StoredTemplateUpload | null> {
    if (!UPLOAD_URL.test(versionId)) return null;
    const folder = this.folder(tenant);
    const meta = await readFile(join(folder, `${versionId}.meta`), 'utf8').catch(() => null);
    if (meta === null) return null;
    return { ...(JSON.parse(meta) as TemplateUploadMeta), versionId, path: join(folder, `${versionId}.data`) };
  }

  private async sweep(folder: string): Promise<void> {
    const now = Date.now();
    for (const entry of await readdir(folder)) {
      const path = join(folder, entry);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > KEPT_FOR_MS) await rm(path, { force: true });
    }
  }

  /**
   * Busboy over the request: one file in the field `file`, at most the configured size. Past the limit the request
   * is cut off from the parser at once (a 413, with the connection closed after it, so no more of it is read) and
   * what was written is removed by the caller.
   */
  private receiveFile(request: Request, target: string): Promise<{ name: string; size: number }> {
    const max = this.config.templates.maxUploadBytes;
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
          refuse(invalid(ONE_TEMPLATE_ONLY));
          stream.resume();
          return;
        }
        name = displayName(info.filename);
        stream.on('limit', () => abort(new PayloadTooLargeException(templateTooLarge(max))));
        sink = createWriteStream(target);
        written = pipeline(stream, sink);
        // Awaited on close; a refusal (the sink destroyed past the limit) must not count as unhandled meanwhile.
        written.catch(() => undefined);
      });
      parser.on('filesLimit', () => refuse(invalid(ONE_TEMPLATE_ONLY)));
      parser.on('error', (error: Error) => abort(invalid(`The upload could not be read: ${error.message}.`)));
      parser.on('close', () => {
        void (async () => {
          await written?.catch((error: Error) => refuse(error));
          if (settled) return;
          settled = true;
          if (problem) return reject(problem);
          if (!written) return reject(invalid(NO_TEMPLATE_FILE));
          const size = (await stat(target)).size;
          if (size === 0) return reject(invalid(`${name} is empty.`));
          resolve({ name, size });
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
