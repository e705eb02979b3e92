import { Body, Controller, Delete, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { ImportUploads, UPLOAD_NOT_FOUND, uploadUrlSchema, type UploadedImport } from '../import-uploads';
import { ApiUploadBody } from '../../shared/uploads/upload-area';

/** The Import element dialog's upload (001 §7): the file waits here until it is imported or discarded. */
@ApiTags('types')
@Controller(':tenancy/upload/importModel')
export class UploadImportController {
  constructor(private readonly uploads: ImportUploads) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Upload a file to import (001 §7): one .json or .zip file in the multipart field "file", its type told by ' +
      "its content; answers the upload's url for POST /api/types/import",
  })
  @ApiUploadBody()
  @ApiResponse({ status: 201, description: "{ url, type: 'application/zip' | 'application/json' }" })
  @ApiResponse({
    status: 400,
    description: 'no file, more than one, a file past IMPORT_MAX_BYTES, or one that is neither JSON nor a zip',
  })
  upload(@Param('tenancy') tenancy: string, @Req() request: Request): Promise<UploadedImport> {
    return this.uploads.receive(tenancy, request);
  }

  @Delete()
  @AdminOnly()
  @ApiOperation({ summary: 'Discard an upload the author cancelled (001 §4: Cancel deletes the uploaded file)' })
  @ApiResponse({ status: 200, description: '{ discarded: true }' })
  @ApiResponse({ status: 404, description: 'no such upload in this workspace' })
  async discard(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(z.strictObject({ url: uploadUrlSchema }))) body: { url: string },
  ): Promise<{ discarded: true }> {
    if (!(await this.uploads.discard(tenancy, body.url))) throw notFound(UPLOAD_NOT_FOUND);
    return { discarded: true };
  }
}
