import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { UPLOAD_ID } from '../../shared/uploads/upload-area';
import { CsvUploads } from '../parse-csv/csv-uploads';
import { ImportSessions } from './import-sessions';

/** The most items one JSON import holds (the body limit bounds it too). */
export const MAX_JSON_ITEMS = 50_000;

export const UPLOAD_GONE =
  'This upload is not here (it was imported already, or is more than a day old): choose the file again.';

const uploadValuesSchema = z
  .strictObject({
    /** A JSON file's content: an array of items, or one item (wrapped into an array, 002 §5). */
    values: z
      .union([
        z.array(z.unknown()).max(MAX_JSON_ITEMS, `values holds at most ${MAX_JSON_ITEMS} items`),
        z.record(z.string(), z.unknown()),
      ])
      .optional(),
    /** A CSV file's url, as POST /upload/parse/csv answered it. */
    url: z.string().max(100).regex(UPLOAD_ID, 'url is the one POST /upload/parse/csv answered').optional(),
  })
  .refine((body) => (body.values === undefined) !== (body.url === undefined), {
    message: 'Send either values (the items of a JSON file) or url (a CSV file uploaded to /upload/parse/csv).',
  });

type UploadValues = z.output<typeof uploadValuesSchema>;

@ApiTags('records')
@Controller(':tenancy/upload/import/uploadValues')
export class UploadValuesController {
  constructor(
    private readonly sessions: ImportSessions,
    private readonly uploads: CsvUploads,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary:
      'Prepare an import (002 §7 POST /upload/import/uploadValues): the items of a JSON file (one object is ' +
      'wrapped into an array), or the url of an uploaded CSV file. Answers the sessionId that ' +
      'GET /api/collections/{adapter}/import runs',
  })
  @ApiResponse({ status: 201, description: '{ sessionId, total }' })
  @ApiResponse({ status: 400, description: 'neither or both of values and url, more than 50,000 items' })
  @ApiResponse({ status: 404, description: 'no such CSV upload in this workspace' })
  @ApiResponse({ status: 413, description: 'a JSON body larger than the server accepts' })
  async prepare(
    @Param('tenancy') _tenancy: string,
    @Body(zodBody(uploadValuesSchema)) body: UploadValues,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ sessionId: string; total: number }> {
    if (body.url !== undefined) {
      const upload = await this.uploads.find(auth.tenant, body.url);
      if (!upload) throw notFound(UPLOAD_GONE);
      const total = upload.meta.total;
      return { sessionId: this.sessions.open(auth.tenant, auth.userId, { kind: 'csv', url: body.url, total }), total };
    }
    const values = Array.isArray(body.values) ? body.values : [body.values];
    return {
      sessionId: this.sessions.open(auth.tenant, auth.userId, { kind: 'values', values }),
      total: values.length,
    };
  }
}
