import { Controller, Get, Inject, Logger, Param, Query, Req, Res } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Env } from '../shared/config/app-config';
import { zodQueryOutcome, type QueryOutcome } from '../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../shared/storage/tokens';
import { isOAuthProvider, PROVIDER_LABELS, type OAuthProvider } from '../shared/domain/sign-in-methods';
import { clearBinding, isSameBrowser } from './browser-binding';
import { OAUTH_ENV } from './oauth-env';
import { sendErrorPage } from './oauth-error-page';
import { callbackQuerySchema, publicOrigin, strategyFor, type FlowState } from './oauth-flow';
import { OAuthKeys } from './oauth-keys';
import { OAuthSignIn, OAuthSignInRefused } from './oauth-sign-in.service';
import { providerProblem } from './oauth-start.controller';
import type { ProviderIdentity } from './oauth-strategies';
import { workspacesOfMail } from './oauth-workspaces';
import { runStrategy } from './run-strategy';

type WorkspaceFlow = Extract<FlowState, { mode: 'workspace' }>;

const OTHER_BROWSER =
  'This sign-in was started in another browser or its time ran out. Please start signing in again in this browser.';
const STATE_REFUSED = 'This sign-in request has expired or was altered. Please start signing in again.';

/** The t parameter of 000 §2.3: base64 of the JSON {token, refreshToken}. */
export const encodeTokens = (tokens: { token: string; refreshToken: string }) =>
  Buffer.from(JSON.stringify({ token: tokens.token, refreshToken: tokens.refreshToken })).toString('base64');

/** One redirect URI per provider to register: every workspace and the auth host share it. */
@ApiTags('auth')
@Controller('api/auth')
export class OAuthCallbackController {
  private readonly logger = new Logger('OAuth');

  constructor(
    @Inject(OAUTH_ENV) private readonly env: Env,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly keys: OAuthKeys,
    private readonly signIn: OAuthSignIn,
  ) {}

  @Get(':provider/callback')
  @ApiOperation({ summary: "The provider's redirect URI: {PUBLIC_URL}/api/auth/{provider}/callback" })
  async callback(
    @Param('provider') provider: string,
    @Query(zodQueryOutcome(callbackQuerySchema)) parsed: QueryOutcome<z.output<typeof callbackQuerySchema>>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const problem = providerProblem(provider);
    if (problem) return sendErrorPage(res, problem.status, problem.message);
    if (!isOAuthProvider(provider)) return;
    if (!parsed.ok) return sendErrorPage(res, 400, parsed.message);
    const { state: rawState, error: refusal } = parsed.query;
    const state = rawState ? this.keys.verifyState<FlowState>(rawState) : null;
    // Checked before the code is exchanged: a forged state never reaches the provider or a workspace.
    if (!state || state.provider !== provider) return sendErrorPage(res, 400, STATE_REFUSED);
    if (!isSameBrowser(req, state.nonce)) return sendErrorPage(res, 400, OTHER_BROWSER);
    clearBinding(res);
    const label = PROVIDER_LABELS[provider];
    const lookup = strategyFor(this.env, req, provider);
    if (!lookup.ok) return sendErrorPage(res, lookup.status, lookup.message);
    const outcome = await runStrategy(lookup.strategy, req, { session: false });
    let identity: ProviderIdentity | null = null;
    let failure = '';
    if (outcome.kind === 'success') identity = outcome.user as ProviderIdentity;
    else if (outcome.kind === 'fail' || refusal !== undefined) {
      failure = `Sign-in with ${label} was cancelled or refused.`;
    } else {
      this.logger.warn(`${label} sign-in failed: ${(outcome as { error?: Error }).error?.message ?? outcome.kind}`);
      failure = `Sign-in with ${label} failed. Please try again.`;
    }
    if (state.mode === 'host') return this.finishHost(res, state.origin, provider, identity, failure);
    return this.finishWorkspace(res, state, provider, identity, failure);
  }

  private async finishWorkspace(
    res: Response,
    state: WorkspaceFlow,
    provider: OAuthProvider,
    identity: ProviderIdentity | null,
    failure: string,
  ): Promise<void> {
    const base = state.backOrigin ?? publicOrigin(this.env, res.req);
    const external = state.external === true;
    // External visits return to their record route (000 §2.1), others to the workspace root or its login.
    const recordPath =
      external && state.collection && state.app ? `/${state.tenant}/${state.collection}/${state.app}` : null;
    const target = (path: string, params: Record<string, string>) => {
      const url = new URL(path, base);
      // The bare flag, as external pages are addressed (000 §2.1): a value there would read as an external token.
      if (external) url.searchParams.set('external', '');
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    };
    const fail = (message: string) =>
      res.redirect(302, target(recordPath ?? `/${state.tenant}/login`, { error: message }));
    if (!identity) return fail(failure);
    try {
      const result = await this.signIn.signIn(state.tenant, provider, identity, {
        external,
        collection: state.collection,
        app: state.app,
      });
      res.redirect(302, target(recordPath ?? `/${state.tenant}/`, { t: encodeTokens(result) }));
    } catch (error) {
      if (error instanceof OAuthSignInRefused) return fail(error.message);
      throw error;
    }
  }

  private async finishHost(
    res: Response,
    origin: string,
    provider: OAuthProvider,
    identity: ProviderIdentity | null,
    failure: string,
  ): Promise<void> {
    const url = new URL('/', origin);
    if (!identity || !identity.email) {
      url.searchParams.set(
        'error',
        failure || `Your ${PROVIDER_LABELS[provider]} account did not share an e-mail address.`,
      );
      return res.redirect(302, url.toString());
    }
    const token = this.keys.signIdentity({ mail: identity.email, provider: 'microsoft', subject: identity.subject });
    const workspaces = await workspacesOfMail(this.readModels, identity.email);
    // A data-URI logo can be half a megabyte: too much for an address bar, so the screen shows the label instead.
    const light = workspaces.map((entry) => ({
      ...entry,
      logo: entry.logo && entry.logo.length <= 2048 ? entry.logo : null,
    }));
    url.searchParams.set('p', JSON.stringify({ token, workspaces: light }));
    res.redirect(302, url.toString());
  }
}
