import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../shared/config/app-config';
import { invalid } from '../shared/domain/domain-error';
import { APP_CONFIG } from '../shared/storage/tokens';
import { formatSize } from './import-types/zip-safety';
import { FILE_FIELD, UPLOAD_ID, UploadArea } from '../shared/uploads/upload-area';

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

/** An upload's url in a request body: checked before it names anything. */
export const uploadUrlSchema = z.string().max(100).regex(UPLOAD_ID, 'url is the one the upload answered');

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

/**
 * The import dialog's uploads, each kept in its workspace's own folder under DATA_DIR/imports until it is
 * imported or discarded (or a day old).
 */
@Injectable()
export class ImportUploads {
  private readonly area: UploadArea<{ type: ImportType; name: string }>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.area = new UploadArea(join(config.dataDir, 'imports'));
  }

  /** Receives the one file of a multipart request, streamed to disk, refusing it past the size limit. */
  async receive(tenant: string, request: Request): Promise<UploadedImport> {
    const rules = {
      maxBytes: this.config.imports.maxUploadBytes,
      // A 400 as the import API has always answered (001 §7 names no 413 for it).
      tooLarge: (max: number) => invalid(uploadTooLarge(max)),
      noFile: NO_FILE,
      oneOnly: ONE_FILE_ONLY,
    };
    const { id, meta } = await this.area.receive(tenant, request, rules, async ({ name, head }) => {
      const type = sniffImportType(head);
      if (!type) throw invalid(notJsonOrZip(name));
      return { type, name };
    });
    return { url: id, type: meta.type };
  }

  async find(tenant: string, url: string): Promise<StoredImport | null> {
    const found = await this.area.find(tenant, url);
    return found && { path: found.path, type: found.meta.type, name: found.meta.name };
  }

  /** Forgets an upload; false when there was none of that url in the workspace. */
  discard(tenant: string, url: string): Promise<boolean> {
    return this.area.discard(tenant, url);
  }
}
