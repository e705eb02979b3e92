import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { findUserByMail, type UserView } from '../users';
import type { Env } from '../shared/config/app-config';
import { zodBody, zodQueryOutcome, type QueryOutcome } from '../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../shared/storage/tokens';
import { OAUTH_ENV } from './oauth-env';
import { sendErrorPage } from './oauth-error-page';
import { hostQuerySchema, startState, strategyFor, trustedOrigin } from './oauth-flow';
import { OAuthKeys } from './oauth-keys';
import { OAuthSignIn } from './oauth-sign-in.service';
import { findWorkspace, workspacesOfMail, type WorkspaceEntry } from './oauth-workspaces';
import { runStrategy } from './run-strategy';

const IDENTITY_REFUSED = 'Your Microsoft sign-in has expired or is not valid. Please sign in with Microsoft again.';
const identityToken = z.string().min(1).max(4096);
const listBody = z.object({ token: identityToken });
const enterBody = z.object({
  workspace: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+$/, 'Sorry, only letters (a-z), numbers (0-9) are allowed.'),
  token: identityToken,
});

/**
 * 000 §7 "auth host": one Microsoft identity lists and enters every workspace where its address has
 * an account. Served at /oauth/... (the seed's paths) and at /api/oauth/... (always outside the SPA).
 */
@ApiTags('auth')
@Controller(['oauth', 'api/oauth'])
export class AuthHostController {
  constructor(
    @Inject(OAUTH_ENV) private readonly env: Env,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly keys: OAuthKeys,
    private readonly signIn: OAuthSignIn,
  ) {}

  @Get('microsoft')
  @ApiOperation({ summary: 'Sign in with Microsoft, then return to {redirect}/?p={token, workspaces}' })
  async microsoft(
    @Query(zodQueryOutcome(hostQuerySchema)) parsed: QueryOutcome<z.output<typeof hostQuerySchema>>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const lookup = strategyFor(this.env, req, 'microsoft');
    if (!lookup.ok) return sendErrorPage(res, lookup.status, lookup.message);
    if (!parsed.ok) return sendErrorPage(res, 400, parsed.message);
    const origin = trustedOrigin(this.env, req, parsed.query.redirect);
    if (!origin) return sendErrorPage(res, 400, 'redirect is not an address of this installation.');
    const state = startState(this.env, req, res, (value) => this.keys.signState(value), {
      mode: 'host',
      provider: 'microsoft',
      origin,
    });
    const outcome = await runStrategy(lookup.strategy, req, { session: false, state });
    if (outcome.kind !== 'redirect') return sendErrorPage(res, 502, 'Sign-in with Microsoft could not start.');
    res.redirect(302, outcome.url);
  }

  @Post('workspace/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'Active workspaces where the identity has an account: [{ name, label, logo }]' })
  async list(@Body(zodBody(listBody)) body: z.output<typeof listBody>): Promise<WorkspaceEntry[]> {
    const identity = this.keys.verifyIdentity(body.token);
    if (!identity) throw new UnauthorizedException(IDENTITY_REFUSED);
    return workspacesOfMail(this.readModels, identity.mail);
  }

  @Post('workspace')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enter one workspace with the identity: { token, refreshToken, user }' })
  async enter(
    @Body(zodBody(enterBody)) body: z.output<typeof enterBody>,
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    const identity = this.keys.verifyIdentity(body.token);
    if (!identity) throw new UnauthorizedException(IDENTITY_REFUSED);
    const workspace = await findWorkspace(this.readModels, body.workspace);
    if (!workspace) throw new NotFoundException(`Workspace ${body.workspace} not found!`);
    if (!workspace.isActive) throw new ForbiddenException('Your workspace has been deactivated.');
    const user = await findUserByMail(this.readModels, body.workspace, identity.mail);
    if (!user) throw new ForbiddenException(`You are not a member of the workspace ${body.workspace}.`);
    return this.signIn.startSession(body.workspace, user, 'microsoft');
  }
}
