import type { Env } from '../shared/config/app-config';
import type { OAuthProvider } from '../shared/domain/sign-in-methods';

/** One provider's client and, for tests or sovereign clouds, its endpoints (undefined: the strategy's default). */
export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  tenant?: string;
  authorizationURL?: string;
  tokenURL?: string;
  /** Microsoft: the Graph entry point (profile at {url}/v1.0/me); Google: userinfo; Facebook: /me. */
  profileURL?: string;
}

const PREFIX: Record<OAuthProvider, string> = { microsoft: 'MICROSOFT', google: 'GOOGLE', facebook: 'FACEBOOK' };
const PROFILE_VARIABLE: Record<OAuthProvider, string> = {
  microsoft: 'MICROSOFT_API_URL',
  google: 'GOOGLE_USERINFO_URL',
  facebook: 'FACEBOOK_PROFILE_URL',
};

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function url(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL (got ${JSON.stringify(raw)})`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`${name} must be an absolute http(s) URL (got ${JSON.stringify(raw)})`);
  return raw.replace(/\/+$/, '');
}

/** null when the client id or secret is missing: the provider is off for this installation. */
export function providerConfig(env: Env, provider: OAuthProvider): ProviderConfig | null {
  const prefix = PREFIX[provider];
  const clientId = value(env, `${prefix}_CLIENT_ID`);
  const clientSecret = value(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    tenant: provider === 'microsoft' ? value(env, 'MICROSOFT_TENANT') : undefined,
    authorizationURL: url(env, `${prefix}_AUTHORIZATION_URL`),
    tokenURL: url(env, `${prefix}_TOKEN_URL`),
    profileURL: url(env, PROFILE_VARIABLE[provider]),
  };
}

/** Where the browser reaches this server: callback URLs and the auth host's redirect check use it. */
export function publicUrl(env: Env, port: number): URL {
  const raw = url(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  return new URL(raw);
}

/** Origins the auth host may send an identity to: PUBLIC_URL's plus OAUTH_REDIRECT_ORIGINS (comma-separated). */
export function allowedRedirectOrigins(env: Env, port: number): string[] {
  const extra = (value(env, 'OAUTH_REDIRECT_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
  return [publicUrl(env, port).origin, ...extra];
}
