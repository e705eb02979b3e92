import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Env } from '../shared/config/app-config';
import { zodQueryOutcome, type QueryOutcome } from '../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../shared/storage/tokens';
import { isOAuthProvider, PROVIDER_LABELS, OAUTH_PROVIDERS } from '../shared/domain/sign-in-methods';
import { OAUTH_ENV } from './oauth-env';
import { sendErrorPage } from './oauth-error-page';
import { startQuerySchema, startState, strategyFor, trustedOrigin, type StartQuery } from './oauth-flow';
import { OAuthKeys } from './oauth-keys';
import { findWorkspace } from './oauth-workspaces';
import { runStrategy } from './run-strategy';

const WORKSPACE_NAME = /^[a-z0-9]+$/;

/** Pages for problems found before the provider is involved; the person reads them in the browser. */
export function providerProblem(provider: string): { status: number; message: string } | null {
  if (!isOAuthProvider(provider))
    return {
      status: 404,
      message: `Unknown sign-in provider "${provider.slice(0, 40)}". Expected one of: ${OAUTH_PROVIDERS.join(', ')}.`,
    };
  return null;
}

@ApiTags('auth')
@Controller(':tenancy/api/auth')
export class OAuthStartController {
  constructor(
    @Inject(OAUTH_ENV) private readonly env: Env,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly keys: OAuthKeys,
  ) {}

  @Get(':provider')
  @ApiOperation({
    summary: 'Sign in to the workspace with Microsoft, Google or Facebook (a full-page redirect to the provider)',
  })
  async start(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Query(zodQueryOutcome(startQuerySchema)) parsed: QueryOutcome<StartQuery>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const problem = providerProblem(provider);
    if (problem) return sendErrorPage(res, problem.status, problem.message);
    if (!isOAuthProvider(provider)) return;
    const label = PROVIDER_LABELS[provider];
    const lookup = strategyFor(this.env, req, provider);
    if (!lookup.ok) return sendErrorPage(res, lookup.status, lookup.message);
    if (!WORKSPACE_NAME.test(tenancy))
      return sendErrorPage(res, 400, 'Sorry, only letters (a-z), numbers (0-9) are allowed.');
    if (!parsed.ok) return sendErrorPage(res, 400, parsed.message);
    const { collection, app, external, back_url: backUrl, internalEmail } = parsed.query;
    const workspace = await findWorkspace(this.readModels, tenancy);
    if (!workspace) return sendErrorPage(res, 404, `Workspace ${tenancy} not found!`);
    if (!workspace.isActive) return sendErrorPage(res, 403, 'Your workspace has been deactivated.');
    const isExternal = external !== undefined;
    // 000 §6 no3p_auth_ext: external visitors only see Microsoft and e-mail; the server holds the same line.
    if (isExternal && provider !== 'microsoft' && workspace.addons.includes('no3p_auth_ext')) {
      return sendErrorPage(
        res,
        403,
        `Sign-in with ${label} is not available for external users of this workspace.`,
        `/${tenancy}/login`,
      );
    }
    let backOrigin: string | undefined;
    if (backUrl !== undefined) {
      const trusted = trustedOrigin(this.env, req, backUrl);
      if (!trusted) return sendErrorPage(res, 400, 'back_url is not an address of this installation.');
      backOrigin = trusted;
    }
    const state = startState(this.env, req, res, (value) => this.keys.signState(value), {
      mode: 'workspace',
      provider,
      tenant: tenancy,
      external: isExternal,
      collection,
      app,
      backOrigin,
    });
    const outcome = await runStrategy(lookup.strategy, req, {
      session: false,
      state,
      ...(internalEmail
        ? { login_hint: internalEmail.trim().toLowerCase(), loginHint: internalEmail.trim().toLowerCase() }
        : {}),
    });
    if (outcome.kind !== 'redirect') return sendErrorPage(res, 502, `Sign-in with ${label} could not start.`);
    res.redirect(302, outcome.url);
  }
}
