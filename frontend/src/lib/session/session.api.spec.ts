import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../http/http-client';
import { revokeSession, validateSession } from './session.api';

const ann = { _id: 'u1', name: 'Ann', mail: 'ann@acme.test' };
const erin = { _id: 'u9', name: 'Erin', mail: 'erin@client.test', isExternal: true };
const erinsLink = {
  linkId: 'l1',
  userEmail: 'erin@client.test',
  userName: 'Erin',
  catalogName: 'Matters',
  recordId: 'r1',
  appName: 'Letter',
};

/**
 * A stand-in for the server's isAuth, oauth/workspace and signout answers:
 * - access token 'good' is valid; 'expired' is renewed with refresh token 'r1';
 * - 'identity' is no access token, but the auth host exchanges it for the workspace;
 * - 'broken' makes isAuth fail with 500;
 * - isExternalToken accepts 'ext-good', refuses 'ext-foreign' (403) and 'ext-bad-request' (400), fails with
 *   500 for 'ext-broken', and refuses anything else (401), as the server does.
 */
function answer(url: string, body: Record<string, unknown>): [number, unknown] {
  if (url === '/acme/api/isExternalToken/') {
    if (body.token === 'ext-good') return [200, { data: { link: erinsLink, user: erin } }];
    if (body.token === 'ext-foreign') return [403, { message: 'This token belongs to another workspace.' }];
    if (body.token === 'ext-bad-request') return [400, { message: 'token is too long' }];
    if (body.token === 'ext-broken') return [500, { message: 'isExternalToken is down' }];
    return [401, { message: 'This is not the token of an external user.' }];
  }
  if (url === '/acme/api/isAuth/') {
    if (body.token === 'broken') return [500, { message: 'isAuth is down' }];
    if (body.token === 'good') return [200, { isAuth: true, user: ann }];
    if (body.token === 'expired' && body.refreshToken === 'r1')
      return [200, { isAuth: true, user: ann, token: 'renewed', refreshToken: 'r2' }];
    return [200, { isAuth: false }];
  }
  if (url === '/oauth/workspace') {
    if (body.token === 'identity' && body.workspace === 'acme')
      return [200, { token: 'workspace-token', refreshToken: 'workspace-refresh', user: ann }];
    return [401, { message: 'Your Microsoft sign-in has expired or is not valid.' }];
  }
  if (url === '/acme/api/auth/signout') return [200, { position: 1 }];
  return [404, { message: 'not found' }];
}

describe('session calls against a real server', () => {
  let server: Server;
  let origin: string;
  const seen: { url: string; authorization?: string; body: Record<string, unknown> }[] = [];
  const toasts: string[] = [];
  let storedToken: string | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        seen.push({ url: req.url!, authorization: req.headers.authorization, body });
        const [status, json] = answer(req.url!, body);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    toasts.length = 0;
    storedToken = undefined;
  });

  const client = () =>
    createHttpClient({
      fetch,
      origin,
      getToken: () => storedToken,
      getBaseApiUrl: () => undefined,
      notifyError: (text) => toasts.push(text),
    });
  const validate = (token: string, refreshToken?: string) =>
    validateSession(client(), { workspace: 'acme', token, refreshToken, visitorId: 'v1' });

  it('sends the token, its refresh token and the visitorId to isAuth, with the token as Authorization', async () => {
    await expect(validate('good', 'r0')).resolves.toEqual({ isAuth: true, user: ann });
    expect(seen).toEqual([
      {
        url: '/acme/api/isAuth/',
        authorization: 'Bearer good',
        body: { token: 'good', refreshToken: 'r0', visitorId: 'v1' },
      },
    ]);
  });

  it('answers the renewed tokens of an expired access token', async () => {
    await expect(validate('expired', 'r1')).resolves.toEqual({
      isAuth: true,
      user: ann,
      token: 'renewed',
      refreshToken: 'r2',
    });
  });

  it("exchanges a token the workspace refuses for the workspace's session when it is a Microsoft identity", async () => {
    await expect(validate('identity')).resolves.toEqual({
      isAuth: true,
      user: ann,
      token: 'workspace-token',
      refreshToken: 'workspace-refresh',
    });
    expect(seen.map((s) => s.url)).toEqual(['/acme/api/isAuth/', '/oauth/workspace']);
    expect(seen[1].body).toEqual({ workspace: 'acme', token: 'identity' });
  });

  it('answers isAuth false for a token nobody accepts, and shows no toast', async () => {
    await expect(validate('garbage')).resolves.toEqual({ isAuth: false });
    expect(toasts).toEqual([]);
  });

  it("rejects with the server's error when isAuth fails and no exchange helps, without a toast", async () => {
    await expect(validate('broken')).rejects.toMatchObject({ status: 500, message: 'isAuth is down' });
    expect(toasts).toEqual([]);
  });

  describe("an external link's token", () => {
    const validateExternal = (token: string) =>
      validateSession(client(), { workspace: 'acme', token, refreshToken: 'r0', visitorId: 'v1', external: true });

    it('is checked with isExternalToken (not isAuth), the token in the body and as Authorization', async () => {
      storedToken = 'someone-elses';
      await expect(validateExternal('ext-good')).resolves.toEqual({ isAuth: true, user: erin });
      expect(seen).toEqual([
        { url: '/acme/api/isExternalToken/', authorization: 'Bearer ext-good', body: { token: 'ext-good' } },
      ]);
    });

    it('is refused (isAuth false) when the server refuses it, with no exchange tried and no toast', async () => {
      for (const token of ['ext-revoked', 'ext-foreign', 'ext-bad-request']) {
        await expect(validateExternal(token)).resolves.toEqual({ isAuth: false });
      }
      expect(seen.map((s) => s.url)).toEqual(Array(3).fill('/acme/api/isExternalToken/'));
      expect(toasts).toEqual([]);
    });

    it('rejects when the server could not check it (so the stored session stays), without a toast', async () => {
      await expect(validateExternal('ext-broken')).rejects.toMatchObject({
        status: 500,
        message: 'isExternalToken is down',
      });
      expect(toasts).toEqual([]);
    });
  });

  it('ends the session on the server with the stored token, and takes a refusal quietly', async () => {
    storedToken = 'good';
    await expect(revokeSession(client(), 'acme')).resolves.toBeUndefined();
    expect(seen).toEqual([{ url: '/acme/api/auth/signout', authorization: 'Bearer good', body: {} }]);
    await expect(revokeSession(client(), 'elsewhere')).resolves.toBeUndefined();
    expect(toasts).toEqual([]);
  });
});
