import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../shared/config/app-config';
import { invalid } from '../shared/domain/domain-error';
import { APP_CONFIG } from '../shared/storage/tokens';
import { formatSize, MAX_ZIP_ENTRIES } from './import-types/zip-safety';
import { FILE_FIELD, UPLOAD_ID, UploadArea } from '../shared/uploads/upload-area';
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
export const versionIdSchema = z.string().max(100).regex(UPLOAD_ID, 'versionId is the one the upload answered');

export const NO_TEMPLATE_FILE = `The upload holds no file: send one .docx or .pdf file in the field "${FILE_FIELD}".`;
export const ONE_TEMPLATE_ONLY = 'Only one file can be uploaded for a template.';
export const templateTooLarge = (max: number) =>
  `The file is larger than ${formatSize(max)}, the most a template file may be.`;
export const notDocxOrPdf = (name: string) => `${name} is neither a Word document (.docx) nor a PDF.`;
export const TEMPLATE_UPLOAD_NOT_FOUND =
  'This upload is not here (it is more than a day old, or was never made in this workspace for this model): ' +
  'upload the file again.';

/**
 * The template editor's uploads (001 §2 Docx and Pdf form, §7 POST /upload/{typeId}), each kept in its workspace's
 * own folder under DATA_DIR/template-uploads until it is a day old: compiling one puts its bytes in the file store,
 * which is what a saved template refers to. Nobody compiles some (a closed tab), and compiled ones are not needed
 * once saved, so none is removed but by the sweep.
 */
@Injectable()
export class TemplateUploads {
  private readonly area: UploadArea<TemplateUploadMeta>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.area = new UploadArea(join(config.dataDir, 'template-uploads'));
  }

  /** The folder of one workspace's uploads (for the tests that check nothing is left behind). */
  folder(tenant: string): string {
    return this.area.folder(tenant);
  }

  /**
   * Receives the one file of a multipart request, streamed to disk and refused past the size limit (the rest of
   * the request is not read), then tells what it is by its content.
   */
  async receive(tenant: string, typeId: string, request: Request, user: TemplateUploader): Promise<UploadedTemplate> {
    const rules = {
      maxBytes: this.config.templates.maxUploadBytes,
      tooLarge: (max: number) => new PayloadTooLargeException(templateTooLarge(max)),
      noFile: NO_TEMPLATE_FILE,
      oneOnly: ONE_TEMPLATE_ONLY,
    };
    const { id, meta } = await this.area.receive(tenant, request, rules, async ({ path, name, size, head }) => {
      const ext = await templateKindOf(path, head, name, {
        maxEntries: MAX_ZIP_ENTRIES,
        maxUnzippedBytes: this.config.imports.maxUnzippedBytes,
      });
      if (!ext) throw invalid(notDocxOrPdf(name));
      return { typeId, ext, name, size, user, date: new Date().toISOString() };
    });
    return { versionId: id, ext: meta.ext };
  }

  async find(tenant: string, versionId: string): Promise<StoredTemplateUpload | null> {
    const found = await this.area.find(tenant, versionId);
    return found && { ...found.meta, versionId, path: found.path };
  }
}
