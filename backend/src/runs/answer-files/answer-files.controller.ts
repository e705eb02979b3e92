import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { Inject } from '@nestjs/common';
import { openCatalog } from '../../records';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { ApiUploadBody } from '../../shared/uploads/upload-area';
import { reachRecord } from '../record-reach';
import { catalogParam, recordIdParam } from '../runs-http';
import { AnswerUploads } from './answer-uploads';
import type { FileAnswer } from './file-answer';

/** A record not created yet: the first answers of a new record's interview may be files. */
const NEW_RECORD = 'new';

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/files')
export class AnswerFilesController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly uploads: AnswerUploads,
  ) {}

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      'Upload a file question\'s answer (multipart field "file", at most 25 MB): stored by its SHA-256, the answer ' +
      "{ name, size, sha256, contentType } is then saved as the variable's value through the records save; " +
      '`recordId` is `new` for a record not created yet',
  })
  @ApiUploadBody()
  @ApiResponse({ status: 201, description: '{ name, size, sha256, contentType }' })
  @ApiResponse({ status: 400, description: 'not multipart, no file, more than one, or an empty file' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours) or record' })
  @ApiResponse({ status: 413, description: 'a file past 25 MB: the upload is cut off and nothing is stored' })
  async upload(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordIdParam, 'recordId')) recordId: string,
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
  ): Promise<FileAnswer> {
    if (recordId === NEW_RECORD) await openCatalog(this.store, this.readModels, auth, catalog);
    else await reachRecord(this.store, this.readModels, auth, catalog, recordId);
    return this.uploads.receive(auth.tenant, request);
  }
}
