import { Body, Controller, Inject, Optional, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AUTH_SETTINGS, type AuthSettings } from '../../auth';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, originOf, recordIdParam } from '../runs-http';
import { FinishInterview } from './finish-interview.handler';

export const finishSchema = z.strictObject({
  /** The version the browser's last save answered: a save by someone else since is a 409. */
  version: z.number().int().min(1),
  anyway: z.boolean().optional(),
});

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/finish')
export class FinishInterviewController {
  constructor(
    private readonly finisher: FinishInterview,
    @Optional() @Inject(AUTH_SETTINGS) private readonly settings?: AuthSettings,
  ) {}

  @Post()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "Finish an interview (contract §3): the record's answers at `version` are checked as the interview checks " +
      'them, then the app runs in the background (202 { runId }) and the record is In Progress until it ends ' +
      '(Ok, or Out of date when the run failed); an app that generates no documents answers 200 { runId: null }',
  })
  @ApiResponse({ status: 202, description: '{ runId, position }: the run is assembling; GET the app result for it' })
  @ApiResponse({ status: 200, description: "{ runId: null, status: 'Ok', position }: generateDocs is off" })
  @ApiResponse({ status: 400, description: 'a malformed body or path' })
  @ApiResponse({ status: 403, description: '`anyway` from an external user' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record or app' })
  @ApiResponse({ status: 409, description: "`version` is not the record's current version: nothing ran" })
  @ApiResponse({
    status: 422,
    description:
      "{ message: 'There is a problem', problems: [{ path, variable, message, missing, screen }] } (templating's " +
      'AnswerProblem)',
  })
  async finish(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordIdParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(finishSchema)) body: z.infer<typeof finishSchema>,
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<unknown> {
    const answer = await this.finisher.finish(auth, {
      catalog,
      recordId,
      app,
      version: body.version,
      anyway: body.anyway ?? false,
      origin: originOf(request, this.settings?.publicUrl),
    });
    response.status(answer.status);
    return answer.body;
  }
}
