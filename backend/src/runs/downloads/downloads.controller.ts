import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { attachmentParam, catalogParam, documentIndexParam, recordIdParam, runIdParam } from '../runs-http';
import { attachmentDisposition } from './content-disposition';
import { RunDownloads, type Download } from './run-downloads';

/**
 * Contract §5: `{fileUrl}` = `/{t}/download/{catalog}/{id}`. The attachments routes come first: `attachments/all`
 * would otherwise read as the run "attachments" and its zip.
 */
@ApiTags('runs')
@Controller(':tenancy/download/:catalog/:id')
export class DownloadsController {
  constructor(private readonly downloads: RunDownloads) {}

  @Get('attachments/all')
  @Authenticated()
  @ExternalAllowed()
  @ApiProduces('application/zip')
  @ApiOperation({ summary: "The record's attachments (its file answers) in one zip, Attachments.zip" })
  @ApiResponse({ status: 200, description: 'the zip' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours) or record, or no attachments' })
  async attachmentsZip(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    await send(response, await this.downloads.attachmentsZip(auth, catalog, id));
  }

  @Get('attachments/:name')
  @Authenticated()
  @ExternalAllowed()
  @ApiProduces('application/octet-stream')
  @ApiOperation({ summary: 'One attachment of the record (a file answer) by its name' })
  @ApiResponse({ status: 200, description: 'the file, as an attachment' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record or attachment' })
  async attachment(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('name', zodParam(attachmentParam, 'name')) name: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    await send(response, await this.downloads.attachment(auth, catalog, id, name));
  }

  @Get(':runId/all')
  @Authenticated()
  @ExternalAllowed()
  @ApiProduces('application/zip')
  @ApiOperation({ summary: "Every document of a completed run in one zip, named after the app's label" })
  @ApiResponse({ status: 200, description: '{app label}.zip, the documents in run order' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record, or completed run of the record' })
  async runZip(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('runId', zodParam(runIdParam, 'runId')) runId: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    await send(response, await this.downloads.runZip(auth, catalog, id, runId));
  }

  @Get(':runId/:n')
  @Authenticated()
  @ExternalAllowed()
  @ApiProduces('application/octet-stream')
  @ApiOperation({ summary: 'The n-th document (from 0, in run order) of a completed run' })
  @ApiResponse({ status: 200, description: 'the document, as an attachment' })
  @ApiResponse({ status: 400, description: 'n is not a whole number' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record, run of the record, or document' })
  async document(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('runId', zodParam(runIdParam, 'runId')) runId: string,
    @Param('n', zodParam(documentIndexParam, 'n')) n: number,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    await send(response, await this.downloads.document(auth, catalog, id, runId, n));
  }
}

async function send(response: Response, download: Download): Promise<void> {
  response
    .status(200)
    .type(download.contentType)
    .setHeader('Content-Disposition', attachmentDisposition(download.name))
    .setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(download.body, response);
}
