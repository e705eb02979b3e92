import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { appParam } from '../open-interview/open-interview-params';
import { ApiUploadBody } from '../../shared/uploads/upload-area';
import type { FileAnswer } from '../answer-files/file-answer';
import { attachmentDisposition } from '../downloads/content-disposition';
import { attachmentParam, catalogParam } from '../runs-http';
import { GlobalInfoFiles } from './global-info-files';
import { finishGlobalSchema, globalTargetParam, saveGlobalAnswersSchema } from './global-info-http';
import { GlobalInfoApps, type GlobalInterviewOpened } from './global-info.service';

const NOT_FOUND = 'no such catalog, or no such global of its model';
const FORBIDDEN = 'not an administrator: global info is theirs to keep';

/**
 * A global-info app (002 §2.1 /{t}/{adapter}/{globalTarget}/{app}?appLabel): the interview over a catalog's global
 * info for one global. Administrators only, as the catalog's globals calls are.
 */
@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/globals/:globalTarget/:app')
@AdminOnly()
export class GlobalInfoController {
  constructor(
    private readonly apps: GlobalInfoApps,
    private readonly files: GlobalInfoFiles,
  ) {}

  @Get('interview')
  @ApiOperation({
    summary:
      "Opens a global-info app: the global's current values and version, and the interview input built from the " +
      "GLOBAL's model — its app of that name, else its default layout (every variable)",
  })
  @ApiResponse({
    status: 200,
    description:
      '{ catalog: { name, label }, global: { elementName, model }, app: { name, label, fromModel }, values, version, input }',
  })
  @ApiResponse({ status: 400, description: 'a malformed path; the global has no model, or it was deleted' })
  @ApiResponse({ status: 403, description: FORBIDDEN })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  open(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('globalTarget', zodParam(globalTargetParam, 'globalTarget')) globalTarget: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    // No query of its own: minPosition (read-your-writes) only, and anything else is a 400.
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<GlobalInterviewOpened> {
    return this.apps.open(auth, { catalog, globalTarget, app });
  }

  @Put('answers')
  @ApiOperation({
    summary:
      "Saves a global-info app's answers as the catalog's global info (the autosave): the top-level variables " +
      'that changed (null clears one) on `version`, checked against the global’s model as an import is',
  })
  @ApiResponse({ status: 200, description: '{ elementName, version, values, position }' })
  @ApiResponse({ status: 400, description: "a malformed body or path; values that do not fit the global's model" })
  @ApiResponse({ status: 403, description: FORBIDDEN })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  @ApiResponse({
    status: 409,
    description: '{ message, version, values }: someone changed the global info since `version`; nothing written',
  })
  async save(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('globalTarget', zodParam(globalTargetParam, 'globalTarget')) globalTarget: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(saveGlobalAnswersSchema)) body: z.infer<typeof saveGlobalAnswersSchema>,
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) response: Response,
  ): Promise<unknown> {
    const answer = await this.apps.save(auth, { catalog, globalTarget, app }, body);
    response.status(answer.status);
    return answer.body;
  }

  @Post('finish')
  @ApiOperation({
    summary:
      'Finishes a global-info app: the answers (with `values` not saved yet) are checked as a record’s Finish ' +
      'checks them; no documents are assembled (records’ runs read the global info)',
  })
  @ApiResponse({ status: 200, description: '{ elementName, version, values, position }' })
  @ApiResponse({ status: 400, description: "a malformed body or path; values that do not fit the global's model" })
  @ApiResponse({ status: 403, description: FORBIDDEN })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  @ApiResponse({ status: 409, description: '{ message, version, values }: `version` is not the current one' })
  @ApiResponse({
    status: 422,
    description: "{ message: 'There is a problem', problems: [{ path, variable, message, missing, screen }] }",
  })
  async finish(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('globalTarget', zodParam(globalTargetParam, 'globalTarget')) globalTarget: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(finishGlobalSchema)) body: z.infer<typeof finishGlobalSchema>,
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) response: Response,
  ): Promise<unknown> {
    const answer = await this.apps.finish(auth, { catalog, globalTarget, app }, body);
    response.status(answer.status);
    return answer.body;
  }

  @Post('files')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Upload a file question\'s answer in a global-info app (multipart field "file", at most 25 MB): stored by its ' +
      "SHA-256 as a record's file answer is; the answer { name, size, sha256, contentType } is then saved as the " +
      "variable's value through the global's answers",
  })
  @ApiUploadBody()
  @ApiResponse({ status: 201, description: '{ name, size, sha256, contentType }' })
  @ApiResponse({
    status: 400,
    description: 'not multipart, no file, more than one, or an empty file; a malformed path',
  })
  @ApiResponse({ status: 403, description: FORBIDDEN })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  @ApiResponse({ status: 413, description: 'a file past 25 MB: the upload is cut off and nothing is stored' })
  upload(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('globalTarget', zodParam(globalTargetParam, 'globalTarget')) globalTarget: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
  ): Promise<FileAnswer> {
    return this.files.upload(auth, { catalog, globalTarget, app }, request);
  }

  @Get('files/:name')
  @ApiProduces('application/octet-stream')
  @ApiOperation({ summary: "One file the global's current info holds (a file question's answer), by its name" })
  @ApiResponse({ status: 200, description: 'the file, as an attachment' })
  @ApiResponse({ status: 403, description: FORBIDDEN })
  @ApiResponse({ status: 404, description: `${NOT_FOUND}, or no file of that name in the global's info` })
  async download(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('globalTarget', zodParam(globalTargetParam, 'globalTarget')) globalTarget: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Param('name', zodParam(attachmentParam, 'name')) name: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.files.download(auth, { catalog, globalTarget, app }, name);
    response
      .status(200)
      .type(file.contentType || 'application/octet-stream')
      .setHeader('Content-Disposition', attachmentDisposition(file.name))
      .setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(file.body, response);
  }
}
