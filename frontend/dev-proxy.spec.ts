import { devProxy } from './dev-proxy';

// Vite treats a key that starts with ^ as a regular expression over the request path.
const proxied = (path: string) => Object.keys(devProxy('http://localhost:3000')).some((k) => new RegExp(k).test(path));

describe('dev server proxy', () => {
  it('passes the API, workspace API and auth host paths to the backend', () => {
    for (const path of [
      '/api/isTenancy/acme',
      '/acme/api/auth/signin',
      '/oauth/microsoft?redirect=http://localhost:5173',
      '/oauth/workspace',
      '/oauth/workspace/list',
    ])
      expect(proxied(path)).toBe(true);
  });

  it('leaves the screens to Vite', () => {
    for (const path of ['/', '/acme/login', '/acme/users', '/oauthish', '/acme/apis'])
      expect(proxied(path)).toBe(false);
  });
});
