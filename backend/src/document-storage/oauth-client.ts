import { ProviderRefused } from './provider-errors';
import { callProvider, refusal } from './provider-http';
import type { ProviderEndpoints } from './provider-endpoints';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** What the workspace keeps (sealed) after a grant. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** ISO instant the access token ends, when the provider says (expires_in). */
  expiresAt: string | null;
  /** Headers every API call carries besides the token (Filevine: x-fv-orgid and x-fv-userid). */
  headers?: Record<string, string>;
}

/** RFC 6749 §4.1.1: where the administrator's browser goes to grant access. */
export function authorizeUrl(
  endpoints: ProviderEndpoints,
  client: { clientId: string },
  redirectUri: string,
  state: string,
): string {
  const url = new URL(endpoints.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  if (endpoints.scope) url.searchParams.set('scope', endpoints.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

/** RFC 6749 §4.1.3: the authorization code for tokens. */
export function exchangeCode(
  label: string,
  endpoints: ProviderEndpoints,
  client: ClientCredentials,
  code: string,
  redirectUri: string,
  now = Date.now(),
): Promise<TokenSet> {
  return tokenRequest(
    label,
    endpoints,
    client,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
    now,
  );
}

/** RFC 6749 §6: a refresh token for new tokens; a provider that does not send a new refresh token keeps the old. */
export async function refreshTokens(
  label: string,
  endpoints: ProviderEndpoints,
  client: ClientCredentials,
  refreshToken: string,
  now = Date.now(),
): Promise<TokenSet> {
  const tokens = await tokenRequest(
    label,
    endpoints,
    client,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    now,
  );
  return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
}

/**
 * Filevine's identity server: the Personal Access Token for an access token (grant `personal_access_token`, the PAT
 * as `token`, the client id and secret and the scopes in the form). No refresh token: the PAT is exchanged again.
 */
export function exchangePersonalAccessToken(
  label: string,
  endpoints: ProviderEndpoints,
  client: ClientCredentials,
  personalAccessToken: string,
  renewing: boolean,
  now = Date.now(),
): Promise<TokenSet> {
  const grant = { grant_type: 'personal_access_token', token: personalAccessToken };
  return tokenRequest(label, endpoints, client, grant, now, renewing);
}

async function tokenRequest(
  label: string,
  endpoints: ProviderEndpoints,
  client: ClientCredentials,
  grant: Record<string, string>,
  now: number,
  /** A grant the workspace had works no more: only connecting again helps. */
  renewing = grant.grant_type === 'refresh_token',
): Promise<TokenSet> {
  const form = new URLSearchParams(grant);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (endpoints.clientAuth === 'basic') {
    // RFC 6749 §2.3.1: each part form-encoded before the Basic encoding.
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
    if (endpoints.scope) form.set('scope', endpoints.scope);
  }
  const response = await callProvider(label, endpoints.tokenUrl, { method: 'POST', headers, body: form.toString() });
  if (!response.ok) {
    throw renewing
      ? new ProviderRefused(
          label,
          `${label} no longer accepts this workspace's connection (HTTP ${response.status}): an administrator connects it again.`,
        )
      : await refusal(label, 'grant access', response);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ProviderRefused(label, `${label} answered without an access token.`);
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now + expiresIn * 1000).toISOString() : null,
  };
}
