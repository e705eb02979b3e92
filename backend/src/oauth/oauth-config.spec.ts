import { allowedRedirectOrigins, providerConfig, publicUrl } from './oauth-config';

describe('provider configuration', () => {
  it('is off without both client id and secret', () => {
    expect(providerConfig({}, 'google')).toBeNull();
    expect(providerConfig({ GOOGLE_CLIENT_ID: 'id' }, 'google')).toBeNull();
    expect(providerConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: '  ' }, 'google')).toBeNull();
  });

  it('reads the client, the tenant and the URL overrides of a provider', () => {
    expect(
      providerConfig(
        {
          MICROSOFT_CLIENT_ID: 'id',
          MICROSOFT_CLIENT_SECRET: 'secret',
          MICROSOFT_TENANT: 'contoso',
          MICROSOFT_TOKEN_URL: 'http://127.0.0.1:9/token',
          MICROSOFT_API_URL: 'http://127.0.0.1:9/graph/',
        },
        'microsoft',
      ),
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      tenant: 'contoso',
      authorizationURL: undefined,
      tokenURL: 'http://127.0.0.1:9/token',
      profileURL: 'http://127.0.0.1:9/graph',
    });
  });

  it('names the variable of a malformed URL', () => {
    const env = { FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_TOKEN_URL: 'ftp://x' };
    expect(() => providerConfig(env, 'facebook')).toThrow('FACEBOOK_TOKEN_URL must be an absolute http(s) URL');
  });

  it('defaults PUBLIC_URL to localhost on the listening port and allows its origin plus the listed ones', () => {
    expect(publicUrl({}, 3000).toString()).toBe('http://localhost:3000/');
    expect(
      allowedRedirectOrigins(
        { PUBLIC_URL: 'https://docs.example.com/', OAUTH_REDIRECT_ORIGINS: 'https://a.example, not a url ,' },
        3000,
      ),
    ).toEqual(['https://docs.example.com', 'https://a.example']);
  });
});
