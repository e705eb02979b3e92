import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@app/storage';
import { hkdfSync } from 'node:crypto';
import { AUTH_SETTINGS, type AuthSettings } from '../auth';
import { signPayload, verifyPayload } from '../oauth';
import type { CommandResult } from '../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../shared/storage/tokens';
import {
  decideConnect,
  decideDisconnect,
  decideRefresh,
  decideSaveClient,
  noClientMessage,
} from './integration.decide';
import { INTEGRATION_SETTINGS, type IntegrationSettings } from './integration-settings';
import type { IntegrationState } from './integration.state';
import { IntegrationStream } from './integration.streams';
import { filevineAccount, filevineHeaders } from './adapters/filevine-account';
import {
  authorizeUrl,
  exchangeCode,
  exchangePersonalAccessToken,
  refreshTokens,
  type ClientCredentials,
  type TokenSet,
} from './oauth-client';
import { notConnectedMessage, ProviderRefused } from './provider-errors';
import { callProvider, type ProviderFetch } from './provider-http';
import type { ProviderEndpoints } from './provider-endpoints';
import { connectsWithToken, labelOf, type ProviderSlug } from './provider-rules';

/** How long an administrator has to grant access at the provider. */
export const STATE_TTL_SECONDS = 10 * 60;
const STATE_PURPOSE = 'integration-state';
/** Refresh a little before the provider's expiry, so a call never starts with a token about to end. */
const EXPIRY_MARGIN_MS = 60_000;

/** What the signed `state` of a connect flow carries back to the callback. */
export interface ConnectState {
  tenant: string;
  provider: ProviderSlug;
  clientId: string;
  userId: string;
  redirectUri: string;
  /** The browser binding (connect-binding.ts). */
  nonce: string;
}

export type { ProviderFetch } from './provider-http';

/**
 * A workspace's connection to each provider: the client an administrator saved, the OAuth grant, and calls with its
 * access token — refreshed before it ends and once more when the provider answers 401. Secrets are sealed before
 * they are written and opened only here, in memory, for the call that needs them.
 */
@Injectable()
export class ProviderConnections {
  private readonly stateKey: Buffer;
  private readonly refreshing = new Map<string, Promise<{ state: IntegrationState; tokens: TokenSet }>>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(INTEGRATION_SETTINGS) private readonly settings: IntegrationSettings,
    @Inject(AUTH_SETTINGS) auth: AuthSettings,
  ) {
    this.stateKey = Buffer.from(hkdfSync('sha256', auth.secret, 'oauth', STATE_PURPOSE, 32));
  }

  endpoints(slug: ProviderSlug): ProviderEndpoints {
    return this.settings.endpoints[slug];
  }

  async state(tenant: string, slug: ProviderSlug): Promise<IntegrationState> {
    return (await IntegrationStream.load(this.store, tenant, slug)).state;
  }

  saveClient(
    tenant: string,
    slug: ProviderSlug,
    client: { clientId: string; clientSecret: string; personalAccessToken?: string },
    by: string | null,
  ) {
    const { clientId } = client;
    const clientSecret = this.settings.box.seal(client.clientSecret, context(tenant, slug, 'clientSecret'));
    const personalAccessToken =
      client.personalAccessToken === undefined
        ? undefined
        : this.settings.box.seal(client.personalAccessToken, context(tenant, slug, 'personalAccessToken'));
    return IntegrationStream.run(this.store, { tenant, id: slug, actorId: by }, (state) =>
      decideSaveClient(
        { provider: slug, clientId, clientSecret, ...(personalAccessToken ? { personalAccessToken } : {}), by },
        state,
      ),
    );
  }

  /**
   * Connecting Filevine: no browser round trip. The saved Personal Access Token is exchanged for an access token,
   * then Filevine says which user and org it acts as (kept, sealed with the tokens, for the x-fv-* headers).
   */
  async connectWithToken(tenant: string, slug: ProviderSlug, by: string): Promise<CommandResult> {
    const { client, tokens } = await this.tokenGrant(tenant, slug, false);
    const endpoints = this.endpoints(slug);
    const bare: ProviderFetch = (path, init = {}) =>
      callProvider(labelOf(slug), `${endpoints.apiUrl}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${tokens.accessToken}` },
      });
    const granted: TokenSet = { ...tokens, headers: filevineHeaders(await filevineAccount(bare)) };
    return IntegrationStream.run(this.store, { tenant, id: slug, actorId: by }, (state) =>
      decideConnect(
        {
          provider: slug,
          clientId: client.clientId,
          tokens: this.sealTokens(tenant, slug, granted),
          expiresAt: granted.expiresAt,
          by,
          at: new Date().toISOString(),
        },
        state,
      ),
    );
  }

  /** The saved client and Personal Access Token, exchanged for an access token. */
  private async tokenGrant(tenant: string, slug: ProviderSlug, renewing: boolean) {
    const label = labelOf(slug);
    const state = await this.state(tenant, slug);
    const client = await this.client(tenant, slug);
    if (!client || state.personalAccessToken === null) throw new ProviderRefused(label, noClientMessage(slug));
    const pat = this.settings.box.open(state.personalAccessToken, context(tenant, slug, 'personalAccessToken'));
    if (pat === null) throw this.unreadable(slug);
    const tokens = await exchangePersonalAccessToken(label, this.endpoints(slug), client, pat, renewing);
    return { client, tokens };
  }

  disconnect(tenant: string, slug: ProviderSlug, by: string | null): Promise<CommandResult> {
    return IntegrationStream.run(this.store, { tenant, id: slug, actorId: by, retryOnConflict: 2 }, (state) =>
      decideDisconnect({ provider: slug, by }, state),
    );
  }

  /** The provider's authorize URL for the saved client, with a signed state naming who asked and where. */
  async connectUrl(
    tenant: string,
    slug: ProviderSlug,
    flow: { userId: string; redirectUri: string; nonce: string },
  ): Promise<string | null> {
    const { clientId } = await this.state(tenant, slug);
    if (clientId === null) return null;
    const payload: ConnectState = { tenant, provider: slug, clientId, ...flow };
    const { redirectUri } = flow;
    const state = signPayload(this.stateKey, STATE_PURPOSE, payload, STATE_TTL_SECONDS);
    return authorizeUrl(this.endpoints(slug), { clientId }, redirectUri, state);
  }

  verifyState(value: string): ConnectState | null {
    return verifyPayload<ConnectState>(this.stateKey, STATE_PURPOSE, value);
  }

  /** The callback: the code for tokens with the client the flow started with, then the grant is written. */
  async completeConnect(flow: ConnectState, code: string): Promise<CommandResult> {
    const { tenant, provider: slug } = flow;
    const client = await this.client(tenant, slug);
    if (!client || client.clientId !== flow.clientId) {
      throw new ProviderRefused(labelOf(slug), `The ${labelOf(slug)} client changed while connecting: connect again.`);
    }
    const tokens = await exchangeCode(labelOf(slug), this.endpoints(slug), client, code, flow.redirectUri);
    return IntegrationStream.run(this.store, { tenant, id: slug, actorId: flow.userId }, (state) =>
      decideConnect(
        {
          provider: slug,
          clientId: flow.clientId,
          tokens: this.sealTokens(tenant, slug, tokens),
          expiresAt: tokens.expiresAt,
          by: flow.userId,
          at: new Date().toISOString(),
        },
        state,
      ),
    );
  }

  /**
   * Calls to the provider's API as this workspace. Refuses (ProviderRefused) when the workspace is not connected;
   * a 401 from the provider is answered by one refresh and one retry of the same call.
   */
  async authorized(tenant: string, slug: ProviderSlug): Promise<ProviderFetch> {
    const label = labelOf(slug);
    const endpoints = this.endpoints(slug);
    let state = await this.state(tenant, slug);
    if (state.tokens === null) throw new ProviderRefused(label, notConnectedMessage(label));
    let tokens = this.openTokens(tenant, slug, state.tokens);
    if (tokens.expiresAt !== null && Date.parse(tokens.expiresAt) - EXPIRY_MARGIN_MS <= Date.now()) {
      ({ state, tokens } = await this.refresh(tenant, slug, state, tokens));
    }
    return async (pathOrUrl, init = {}) => {
      const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${endpoints.apiUrl}${pathOrUrl}`;
      const send = (accessToken: string) =>
        callProvider(label, url, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            ...tokens.headers,
            authorization: `Bearer ${accessToken}`,
          },
        });
      const first = await send(tokens.accessToken);
      if (first.status !== 401) return first;
      await first.body?.cancel();
      ({ state, tokens } = await this.refresh(tenant, slug, state, tokens));
      return send(tokens.accessToken);
    };
  }

  /**
   * One refresh at a time per workspace and provider in this process, and none when another call (or instance)
   * already refreshed the tokens this call started with: providers that rotate refresh tokens refuse a used one, which
   * would otherwise read as a revoked grant.
   */
  private refresh(
    tenant: string,
    slug: ProviderSlug,
    state: IntegrationState,
    tokens: TokenSet,
  ): Promise<{ state: IntegrationState; tokens: TokenSet }> {
    const key = `${tenant}/${slug}`;
    const running = this.refreshing.get(key);
    if (running) return running;
    const refreshed = this.refreshOnce(tenant, slug, state, tokens).finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refreshed);
    return refreshed;
  }

  private async refreshOnce(
    tenant: string,
    slug: ProviderSlug,
    state: IntegrationState,
    tokens: TokenSet,
  ): Promise<{ state: IntegrationState; tokens: TokenSet }> {
    const label = labelOf(slug);
    const now = await this.state(tenant, slug);
    if (now.tokens === null) throw new ProviderRefused(label, notConnectedMessage(label));
    if (now.tokens !== state.tokens) return { state: now, tokens: this.openTokens(tenant, slug, now.tokens) };
    const fresh = connectsWithToken(slug)
      ? { ...(await this.tokenGrant(tenant, slug, true)).tokens, headers: tokens.headers }
      : await this.refreshed(tenant, slug, tokens);
    const sealed = this.sealTokens(tenant, slug, fresh);
    const refreshedFrom = state.tokens ?? '';
    await IntegrationStream.run(this.store, { tenant, id: slug, actorId: null, retryOnConflict: 2 }, (current) =>
      decideRefresh({ provider: slug, tokens: sealed, expiresAt: fresh.expiresAt, refreshedFrom }, current),
    );
    return { state: { ...state, tokens: sealed, expiresAt: fresh.expiresAt }, tokens: fresh };
  }

  /** OAuth's refresh grant with the refresh token the provider gave. */
  private async refreshed(tenant: string, slug: ProviderSlug, tokens: TokenSet): Promise<TokenSet> {
    const label = labelOf(slug);
    if (!tokens.refreshToken) {
      throw new ProviderRefused(
        label,
        `${label}'s access for this workspace ended: an administrator connects it again.`,
      );
    }
    const client = await this.client(tenant, slug);
    if (!client) throw new ProviderRefused(label, notConnectedMessage(label));
    return refreshTokens(label, this.endpoints(slug), client, tokens.refreshToken);
  }

  private async client(tenant: string, slug: ProviderSlug): Promise<ClientCredentials | null> {
    const { clientId, clientSecret } = await this.state(tenant, slug);
    if (clientId === null || clientSecret === null) return null;
    const secret = this.settings.box.open(clientSecret, context(tenant, slug, 'clientSecret'));
    if (secret === null) throw this.unreadable(slug);
    return { clientId, clientSecret: secret };
  }

  private sealTokens(tenant: string, slug: ProviderSlug, tokens: TokenSet): string {
    return this.settings.box.seal(JSON.stringify(tokens), context(tenant, slug, 'tokens'));
  }

  private openTokens(tenant: string, slug: ProviderSlug, sealed: string): TokenSet {
    const opened = this.settings.box.open(sealed, context(tenant, slug, 'tokens'));
    if (opened === null) throw this.unreadable(slug);
    return JSON.parse(opened) as TokenSet;
  }

  /** Sealed with another key (SECRETS_KEY changed): only connecting again helps. */
  private unreadable(slug: ProviderSlug): ProviderRefused {
    const label = labelOf(slug);
    return new ProviderRefused(
      label,
      `The ${label} secrets of this workspace cannot be read with the current SECRETS_KEY: an administrator saves the client and connects again.`,
    );
  }
}

/** The authenticated data of a sealed secret: which workspace, provider and field it belongs to. */
const context = (tenant: string, slug: ProviderSlug, field: 'clientSecret' | 'personalAccessToken' | 'tokens') =>
  `${tenant}/${slug}/${field}`;
