import { providerEndpoints } from './provider-endpoints';

describe("a provider's endpoints", () => {
  it("are the provider's published ones by default", () => {
    expect(providerEndpoints({}, 'clio')).toEqual({
      authorizeUrl: 'https://app.clio.com/oauth/authorize',
      tokenUrl: 'https://app.clio.com/oauth/token',
      apiUrl: 'https://app.clio.com/api/v4',
      scope: '',
      clientAuth: 'body',
    });
    expect(providerEndpoints({}, 'onedrive').apiUrl).toBe('https://graph.microsoft.com/v1.0');
    expect(providerEndpoints({}, 'netdocuments').clientAuth).toBe('basic');
  });

  it('follow {PROVIDER}_AUTHORIZATION_URL, _TOKEN_URL and _API_URL (another region, a test server)', () => {
    const env = {
      CLIO_AUTHORIZATION_URL: 'https://eu.app.clio.com/oauth/authorize',
      CLIO_TOKEN_URL: 'https://eu.app.clio.com/oauth/token',
      CLIO_API_URL: 'https://eu.app.clio.com/api/v4/',
    };
    expect(providerEndpoints(env, 'clio')).toMatchObject({
      authorizeUrl: 'https://eu.app.clio.com/oauth/authorize',
      tokenUrl: 'https://eu.app.clio.com/oauth/token',
      apiUrl: 'https://eu.app.clio.com/api/v4',
    });
  });

  it('stop the start on a value that is not an http(s) URL, naming the variable', () => {
    expect(() => providerEndpoints({ ONEDRIVE_API_URL: 'graph' }, 'onedrive')).toThrow(
      'ONEDRIVE_API_URL must be an http(s) URL (got "graph")',
    );
    expect(() => providerEndpoints({ NETDOCUMENTS_TOKEN_URL: 'ftp://x' }, 'netdocuments')).toThrow(
      'NETDOCUMENTS_TOKEN_URL must be an http(s) URL',
    );
  });
});
