import { Controller, Get, Inject, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AUTH_SETTINGS, type AuthSettings } from '../../auth';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { conflict, DomainError } from '../../shared/domain/domain-error';
import { zodQuery, zodQueryOutcome, type QueryOutcome } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { noClientMessage } from '../integration.decide';
import { ProviderConnections, STATE_TTL_SECONDS } from '../provider-connections';
import { ProviderRefused, ProviderUnavailable } from '../provider-errors';
import { callbackUri, offeredProvider } from '../provider-routes';
import { connectsWithToken, isProviderSlug, labelOf, type ProviderSlug } from '../provider-rules';
import { bindConnectToBrowser, clearConnectBinding, isConnectBrowser } from './connect-binding';

/** RFC 6749 §4.1.2: what the provider adds to the redirect; providers add more (session_state), hence loose. */
const callbackQuery = z.looseObject({
  state: z.string().max(8192).optional(),
  code: z.string().max(8192).optional(),
  error: z.string().max(1000).optional(),
  error_description: z.string().max(4000).optional(),
});

export const STATE_REFUSED =
  'This connection request has expired, was altered or was started in another browser: start again from the settings page.';

/**
 * How a connect flow ended, for the settings page. Only a code travels in the address: anyone can build such an
 * address, so the page shows its own fixed text for each code and never text taken from the URL.
 */
export type ConnectOutcome = 'connected' | 'denied' | 'refused' | 'unavailable';

/** Where the administrator lands after the provider: the provider's settings page, saying how it went. */
const settingsPage = (tenant: string, slug: ProviderSlug, outcome: ConnectOutcome) => {
  const query = outcome === 'connected' ? 'connected=1' : `connectError=${outcome}`;
  return `/${tenant}/config-${slug}?${query}`;
};

/** The OAuth 2 authorization-code flow that connects a workspace to a provider. */
@ApiTags('integrations')
@Controller(':tenancy/api/integrations/:provider')
export class ConnectProviderController {
  private readonly logger = new Logger('Integrations');

  constructor(
    private readonly connections: ProviderConnections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(AUTH_SETTINGS) private readonly auth: AuthSettings,
  ) {}

  @Get('connect')
  @AdminOnly()
  @ApiOperation({
    summary:
      "Start connecting: 302 to the provider's authorize URL with a signed state; with Accept: application/json " +
      'the same address as { redirectUrl } (for a page that navigates itself). Filevine (no authorize page): ' +
      'exchanges the saved personal access token now and answers the settings page with the outcome',
  })
  @ApiResponse({ status: 302, description: "to the provider's authorize URL" })
  @ApiResponse({ status: 200, description: '{ redirectUrl } when the request accepts JSON' })
  @ApiResponse({ status: 404, description: 'an unknown provider, or the workspace lacks its add-on' })
  @ApiResponse({ status: 409, description: 'no client saved yet' })
  async connect(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const slug = await offeredProvider(this.readModels, tenancy, provider);
    if (connectsWithToken(slug)) return this.connectWithToken(tenancy, slug, auth.userId, req, res);
    const redirectUri = callbackUri(this.auth, req, tenancy, slug);
    const nonce = bindConnectToBrowser(res, tenancy, slug, redirectUri.startsWith('https:'), STATE_TTL_SECONDS);
    const url = await this.connections.connectUrl(tenancy, slug, { userId: auth.userId, redirectUri, nonce });
    if (url === null) throw conflict(noClientMessage(slug));
    if ((req.get('accept') ?? '').includes('application/json')) {
      res.status(200).json({ redirectUrl: url });
      return;
    }
    res.redirect(302, url);
  }

  /**
   * Filevine: the token exchange happens here, and the administrator goes straight back to the settings page with
   * the outcome, as after a provider's redirect.
   */
  private async connectWithToken(
    tenancy: string,
    slug: ProviderSlug,
    userId: string,
    req: Request,
    res: Response,
  ): Promise<void> {
    if ((await this.connections.state(tenancy, slug)).personalAccessToken === null) {
      throw conflict(noClientMessage(slug));
    }
    let outcome: ConnectOutcome = 'connected';
    try {
      await this.connections.connectWithToken(tenancy, slug, userId);
    } catch (error) {
      if (error instanceof ProviderUnavailable) outcome = 'unavailable';
      else if (error instanceof ProviderRefused || error instanceof DomainError) {
        this.logger.warn(`Connecting ${labelOf(slug)} for ${tenancy} was refused: ${error.message}`);
        outcome = 'refused';
      } else throw error;
    }
    const url = settingsPage(tenancy, slug, outcome);
    if ((req.get('accept') ?? '').includes('application/json')) {
      res.status(200).json({ redirectUrl: url });
      return;
    }
    res.redirect(302, url);
  }

  @Get('callback')
  @ApiOperation({
    summary:
      "The provider's redirect URI ({PUBLIC_URL}/{tenancy}/api/integrations/{provider}/callback): exchanges the " +
      'code, then 302 to the settings page with ?connected=1 or ?error=…',
  })
  @ApiResponse({ status: 302, description: 'to /{tenancy}/config-{provider}' })
  @ApiResponse({ status: 400, description: 'a state that is missing, altered, expired, or from another browser' })
  async callback(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Query(zodQueryOutcome(callbackQuery)) parsed: QueryOutcome<z.output<typeof callbackQuery>>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!isProviderSlug(provider)) {
      await offeredProvider(this.readModels, tenancy, provider); // the 404 naming the providers
      return;
    }
    if (!parsed.ok) {
      res.status(400).json({ statusCode: 400, error: 'Bad Request', message: parsed.message });
      return;
    }
    const flow = parsed.query.state ? this.connections.verifyState(parsed.query.state) : null;
    // Checked before anything else: a forged or replayed callback never reaches the provider or the workspace.
    if (!flow || flow.tenant !== tenancy || flow.provider !== provider || !isConnectBrowser(req, flow.nonce)) {
      res.status(400).json({ statusCode: 400, error: 'Bad Request', message: STATE_REFUSED });
      return;
    }
    clearConnectBinding(res, tenancy, provider);
    const back = (outcome: ConnectOutcome) => res.redirect(302, settingsPage(tenancy, provider, outcome));
    if (parsed.query.error || !parsed.query.code) return back('denied');
    try {
      await offeredProvider(this.readModels, tenancy, provider);
      await this.connections.completeConnect(flow, parsed.query.code);
      return back('connected');
    } catch (error) {
      if (error instanceof ProviderUnavailable) return back('unavailable');
      if (error instanceof ProviderRefused || error instanceof DomainError) {
        this.logger.warn(`Connecting ${labelOf(provider)} for ${tenancy} was refused: ${error.message}`);
        return back('refused');
      }
      throw error;
    }
  }
}
