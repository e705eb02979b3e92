import { Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { Request } from 'express';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findUserView } from '../../users';
import { ApiUploadBody } from '../../shared/uploads/upload-area';
import { TemplateUploads, type UploadedTemplate } from '../template-uploads';
import { elementIdParam } from '../types-http';
import { liveElement } from '../template-files';

/** The template editor's UPLOAD (001 §2 Docx and Pdf form, §7): the file waits here to be compiled. */
@ApiTags('types')
@Controller(':tenancy/upload/:typeId')
export class UploadTemplateController {
  constructor(
    private readonly uploads: TemplateUploads,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Upload a template\'s file (001 §7): one .docx or .pdf in the multipart field "file", its type told by its ' +
      'content; answers the versionId to compile with POST /upload/{typeId}/compile',
  })
  @ApiUploadBody()
  @ApiResponse({ status: 201, description: "{ versionId, ext: 'docx' | 'pdf' }" })
  @ApiResponse({
    status: 400,
    description: 'no file, more than one, a file that is neither a Word document nor a PDF, or a zip bomb',
  })
  @ApiResponse({ status: 404, description: 'no such model in this workspace (or it was deleted)' })
  @ApiResponse({ status: 413, description: 'a file larger than TEMPLATE_UPLOAD_MAX_BYTES (25 MB by default)' })
  async upload(
    @Param('tenancy') tenancy: string,
    @Param('typeId', zodParam(elementIdParam, 'typeId')) typeId: string,
    @Req() request: Request,
    @CurrentAuth() auth: AuthContext,
  ): Promise<UploadedTemplate> {
    await liveElement(this.store, tenancy, typeId);
    const user = await findUserView(this.readModels, tenancy, auth.userId);
    return this.uploads.receive(tenancy, typeId, request, { _id: auth.userId, name: user?.name ?? '' });
  }
}
