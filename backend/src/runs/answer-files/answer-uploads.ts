import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { FileStore } from '@app/storage';
import type { Request } from 'express';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../shared/config/app-config';
import { APP_CONFIG, FILE_STORE } from '../../shared/storage/tokens';
import { FILE_FIELD, UploadArea } from '../../shared/uploads/upload-area';
import type { FileAnswer } from './file-answer';

/** The most a file answer may be (the interview's file question): past it the upload is cut off with a 413. */
export const ANSWER_FILE_MAX_BYTES = 25 * 1024 * 1024;

export const answerFileTooLarge =
  'The file is larger than 25 MB, the most a file answer may be. Choose a smaller file.';
export const NO_ANSWER_FILE = `The upload holds no file: send one file in the field "${FILE_FIELD}".`;
export const ONE_ANSWER_FILE_ONLY = 'Only one file can be uploaded at a time.';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
};

/** A file's media type by its extension: the type the browser declares is not trusted, and not needed to store it. */
export const answerContentType = (name: string) =>
  TYPES[/\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * The interview's file answers (contract: `POST /api/runs/{catalog}/{recordId}/files`): the upload is streamed to a
 * workspace folder under DATA_DIR/answer-files, cut off past ANSWER_FILE_MAX_BYTES (the rest of the request is not
 * read), then put in the file store by its SHA-256 and the upload removed. The answer is what the record saves.
 */
@Injectable()
export class AnswerUploads {
  private readonly area: UploadArea<{ name: string }>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {
    this.area = new UploadArea(join(config.dataDir, 'answer-files'));
  }

  /** The folder of one workspace's uploads in flight (the tests check nothing is left behind). */
  folder(tenant: string): string {
    return this.area.folder(tenant);
  }

  async receive(tenant: string, request: Request): Promise<FileAnswer> {
    const rules = {
      maxBytes: ANSWER_FILE_MAX_BYTES,
      tooLarge: () => new PayloadTooLargeException(answerFileTooLarge),
      noFile: NO_ANSWER_FILE,
      oneOnly: ONE_ANSWER_FILE_ONLY,
    };
    const { id, meta } = await this.area.receive(tenant, request, rules, async ({ name }) => ({ name }));
    try {
      const found = await this.area.find(tenant, id);
      const stored = await this.files.put(createReadStream(found!.path));
      return { name: meta.name, size: stored.size, sha256: stored.id, contentType: answerContentType(meta.name) };
    } finally {
      await this.area.discard(tenant, id);
    }
  }
}
