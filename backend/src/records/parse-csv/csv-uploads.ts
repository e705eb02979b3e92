import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import { join } from 'node:path';
import type { AppConfig } from '../../shared/config/app-config';
import { invalid } from '../../shared/domain/domain-error';
import { APP_CONFIG } from '../../shared/storage/tokens';
import { FILE_FIELD, UploadArea } from '../../shared/uploads/upload-area';
import { looksBinary, notCsv, readCsvFile } from './csv-rows';

/** What the import dialog learns of a CSV file before importing it (002 §7 "POST /upload/parse/csv: returns rows"). */
export interface ParsedCsv {
  /** The upload's id, for POST /upload/import/uploadValues. */
  url: string;
  columns: string[];
  /** How many data rows the file holds (blank lines not counted). */
  total: number;
  /** The first rows, keyed by column, for the dialog to show what it read. */
  rows: Record<string, string>[];
}

export interface StoredCsv {
  name: string;
  total: number;
}

export const PREVIEW_ROWS = 20;
export const NO_CSV_FILE = `The upload holds no file: send one .csv file in the field "${FILE_FIELD}".`;
export const ONE_CSV_ONLY = 'Only one file can be imported at a time.';
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
export const csvTooLarge = (max: number) =>
  `The file is larger than ${megabytes(max)}, the most a records import may be: split it into smaller files.`;

/**
 * CSV files for records imports, kept per workspace under DATA_DIR/record-imports until imported (or a day old):
 * read once through when uploaded (so a broken file is refused at once, and the import knows its row count),
 * then again, streamed, by the import.
 */
@Injectable()
export class CsvUploads {
  private readonly area: UploadArea<StoredCsv>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.area = new UploadArea(join(config.dataDir, 'record-imports'));
  }

  async receive(tenant: string, request: Request): Promise<ParsedCsv> {
    const rules = {
      maxBytes: this.config.records.importMaxBytes,
      tooLarge: (max: number) => new PayloadTooLargeException(csvTooLarge(max)),
      noFile: NO_CSV_FILE,
      oneOnly: ONE_CSV_ONLY,
    };
    let columns: string[] = [];
    const rows: Record<string, string>[] = [];
    const { id, meta } = await this.area.receive(tenant, request, rules, async ({ path, name, head }) => {
      if (looksBinary(head)) throw invalid(notCsv(name));
      const table = await readCsvFile(path, name);
      columns = table.columns;
      let total = 0;
      for await (const { cells } of table.rows) {
        total += 1;
        if (rows.length < PREVIEW_ROWS)
          rows.push(Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])));
      }
      return { name, total };
    });
    return { url: id, columns, total: meta.total, rows };
  }

  find(tenant: string, url: string): Promise<{ meta: StoredCsv; path: string } | null> {
    return this.area.find(tenant, url);
  }

  discard(tenant: string, url: string): Promise<boolean> {
    return this.area.discard(tenant, url);
  }
}
