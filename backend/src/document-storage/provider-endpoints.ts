import type { Env } from '../shared/config/app-config';
import type { ProviderSlug } from './provider-rules';

/** Where one provider's OAuth and API live, and how it wants the client to authenticate at its token endpoint. */
export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Space-separated scopes asked for at authorize ('' when the provider grants what the app is registered for). */
  scope: string;
  /** 'basic': HTTP Basic with client id and secret (NetDocuments); 'body': both in the form (the others). */
  clientAuth: 'basic' | 'body';
}

/** The providers' published (US / global) endpoints. */
const DEFAULTS: Record<ProviderSlug, ProviderEndpoints> = {
  onedrive: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    apiUrl: 'https://graph.microsoft.com/v1.0',
    scope: 'offline_access Files.ReadWrite',
    clientAuth: 'body',
  },
  clio: {
    authorizeUrl: 'https://app.clio.com/oauth/authorize',
    tokenUrl: 'https://app.clio.com/oauth/token',
    apiUrl: 'https://app.clio.com/api/v4',
    scope: '',
    clientAuth: 'body',
  },
  // No authorize page: the Personal Access Token is exchanged at the identity server (provider-rules.ts).
  filevine: {
    authorizeUrl: 'https://identity.filevine.com/connect/authorize',
    tokenUrl: 'https://identity.filevine.com/connect/token',
    apiUrl: 'https://api.filevineapp.com',
    scope: 'fv.api.gateway.access tenant filevine.v2.api.* openid email fv.auth.tenant.read',
    clientAuth: 'body',
  },
  netdocuments: {
    authorizeUrl: 'https://vault.netvoyage.com/neWeb2/OAuth.aspx',
    tokenUrl: 'https://api.vault.netvoyage.com/v1/OAuth',
    apiUrl: 'https://api.vault.netvoyage.com',
    scope: 'full',
    clientAuth: 'basic',
  },
};

const PREFIX: Record<ProviderSlug, string> = {
  onedrive: 'ONEDRIVE',
  clio: 'CLIO',
  netdocuments: 'NETDOCUMENTS',
  filevine: 'FILEVINE',
};

/**
 * The endpoints of a provider: `{PROVIDER}_AUTHORIZATION_URL`, `_TOKEN_URL`, `_API_URL` override the defaults (another
 * data region of Clio, NetDocuments or Filevine (Canada), a national Microsoft cloud, or a test's local server). A value that is not an
 * http(s) URL stops the start, naming the variable.
 */
export function providerEndpoints(env: Env, slug: ProviderSlug): ProviderEndpoints {
  const endpoints = { ...DEFAULTS[slug] };
  const pick = (suffix: string, fallback: string) => {
    const name = `${PREFIX[slug]}_${suffix}`;
    const value = env[name]?.trim();
    if (!value) return fallback;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an http(s) URL (got ${JSON.stringify(value)})`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`${name} must be an http(s) URL (got ${JSON.stringify(value)})`);
    }
    return value.replace(/\/+$/, '');
  };
  endpoints.authorizeUrl = pick('AUTHORIZATION_URL', endpoints.authorizeUrl);
  endpoints.tokenUrl = pick('TOKEN_URL', endpoints.tokenUrl);
  endpoints.apiUrl = pick('API_URL', endpoints.apiUrl);
  return endpoints;
}
