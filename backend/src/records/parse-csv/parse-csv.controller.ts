import { Controller, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated } from '../../shared/auth/auth.decorators';
import { ApiUploadBody } from '../../shared/uploads/upload-area';
import { CsvUploads, type ParsedCsv } from './csv-uploads';

/** The Import dialog's CSV upload (002 §7 POST /upload/parse/csv): read through, kept for the import. */
@ApiTags('records')
@Controller(':tenancy/upload/parse/csv')
export class ParseCsvController {
  constructor(private readonly uploads: CsvUploads) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary:
      'Upload a CSV file of records (002 §7 POST /upload/parse/csv): one file in the multipart field "file", ' +
      'UTF-8 (a BOM is fine), separated by , ; or tab, its first row naming the columns. Answers its columns, ' +
      'its row count, its first 20 rows and its url for POST /upload/import/uploadValues',
  })
  @ApiUploadBody()
  @ApiResponse({ status: 201, description: '{ url, columns, total, rows }' })
  @ApiResponse({
    status: 400,
    description: 'no file, more than one, a file that is not text, no header, a broken quote (with its line)',
  })
  @ApiResponse({ status: 413, description: 'a file larger than RECORD_IMPORT_MAX_BYTES (64 MB by default)' })
  parse(@Param('tenancy') tenancy: string, @Req() request: Request): Promise<ParsedCsv> {
    return this.uploads.receive(tenancy, request);
  }
}
