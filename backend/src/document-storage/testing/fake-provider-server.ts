import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderSlug } from '../provider-rules';
import { clio, presignedStorage } from './fake-clio-api';
import { seedClioData } from './fake-clio-records';
import { filevine, seedFilevineData } from './fake-filevine-api';
import { netDocuments } from './fake-netdocuments-api';
import { oneDrive } from './fake-onedrive-api';
import type { Answer, FakeProvider, Handler, PendingDocument } from './fake-provider.types';

export { FAKE_CLIO_MATTER, FAKE_ND_CABINET, type FakeProvider, type ReceivedDocument } from './fake-provider.types';

const SCOPES: Record<ProviderSlug, string | null> = {
  onedrive: 'offline_access Files.ReadWrite',
  clio: null,
  netdocuments: 'full',
  filevine: 'fv.api.gateway.access tenant filevine.v2.api.* openid email fv.auth.tenant.read',
};
const PREFIX: Record<ProviderSlug, string> = {
  onedrive: 'ONEDRIVE',
  clio: 'CLIO',
  netdocuments: 'NETDOCUMENTS',
  filevine: 'FILEVINE',
};
/**
 * A local HTTP server playing one provider: the OAuth 2 authorization-code and refresh grants, and the part of its
 * published API the adapter uses, checking bearer tokens and request shapes as the provider documents them (an
 * unexpected request is a 400 naming what is wrong, so a test fails on a request the real provider would refuse).
 */
export async function startFakeProvider(slug: ProviderSlug): Promise<FakeProvider> {
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const codes = new Map<string, string>(); // code → redirect_uri
  const pending = new Map<string, PendingDocument>();
  let counter = 0;
  const issue = () => {
    counter += 1;
    const access = `at-${counter}-${randomUUID()}`;
    const refresh = `rt-${counter}-${randomUUID()}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: fake.expiresIn, token_type: 'Bearer' };
  };

  const fake: FakeProvider = {
    url: '',
    slug,
    mode: 'up',
    documents: [],
    clio: seedClioData(),
    filevine: seedFilevineData(),
    grants: [],
    requests: [],
    unauthorized: 0,
    expiresIn: 3600,
    client: {
      id: `${slug}-client`,
      secret: `${slug}-secret-${randomUUID()}`,
      personalAccessToken: `pat-${randomUUID()}`,
    },
    expireAccessTokens: () => accessTokens.clear(),
    env: () => ({
      [`${PREFIX[slug]}_AUTHORIZATION_URL`]: `${fake.url}/authorize`,
      [`${PREFIX[slug]}_TOKEN_URL`]: `${fake.url}/token`,
      [`${PREFIX[slug]}_API_URL`]: `${fake.url}/api`,
    }),
    async authorize(authorizeUrl) {
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location)
        throw new Error(`authorize failed: ${response.status} ${await response.text()}`);
      return location;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const authorizeRoute: Handler = (_req, _body, url) => {
    const q = url.searchParams;
    const problem =
      q.get('response_type') !== 'code'
        ? 'response_type must be code'
        : q.get('client_id') !== fake.client.id
          ? 'unknown client_id'
          : !q.get('redirect_uri')
            ? 'redirect_uri is required'
            : !q.get('state')
              ? 'state is required'
              : SCOPES[slug] !== null && q.get('scope') !== SCOPES[slug]
                ? `scope must be "${SCOPES[slug]}"`
                : null;
    if (problem) return { status: 400, body: { error: 'invalid_request', error_description: problem } };
    const code = `code-${randomUUID()}`;
    codes.set(code, q.get('redirect_uri') ?? '');
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, headers: { location: back.toString() } };
  };

  const tokenRoute: Handler = (req, body) => {
    if (fake.mode === 'down') return { status: 503, body: { error: 'temporarily_unavailable' } };
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'form body expected' } };
    }
    const form = new URLSearchParams(body.toString('utf8'));
    // NetDocuments authenticates the client with HTTP Basic; Microsoft and Clio with client_id/client_secret.
    const basic = `Basic ${Buffer.from(`${fake.client.id}:${fake.client.secret}`).toString('base64')}`;
    const clientOk =
      slug === 'netdocuments'
        ? req.headers.authorization === basic && !form.has('client_secret')
        : form.get('client_id') === fake.client.id && form.get('client_secret') === fake.client.secret;
    if (!clientOk) return { status: 401, body: { error: 'invalid_client' } };
    const grant = form.get('grant_type') ?? '';
    fake.grants.push(grant);
    // Filevine's identity server: only the Personal Access Token grant, with the documented scopes; no refresh token.
    if (slug === 'filevine') {
      if (grant !== 'personal_access_token') return { status: 400, body: { error: 'unsupported_grant_type' } };
      if (form.get('scope') !== SCOPES.filevine) return { status: 400, body: { error: 'invalid_scope' } };
      if (form.get('token') !== fake.client.personalAccessToken)
        return { status: 400, body: { error: 'invalid_grant' } };
      const { access_token, expires_in, token_type } = issue();
      return { status: 200, body: { access_token, expires_in, token_type, scope: SCOPES.filevine } };
    }
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirectUri = codes.get(code);
      codes.delete(code);
      if (redirectUri === undefined || redirectUri !== form.get('redirect_uri')) {
        return { status: 400, body: { error: 'invalid_grant' } };
      }
      return { status: 200, body: issue() };
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh)) return { status: 400, body: { error: 'invalid_grant' } };
      return { status: 200, body: issue() };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  };

  const api: Record<ProviderSlug, (req: IncomingMessage, body: Buffer, url: URL) => Promise<Answer> | Answer> = {
    onedrive: (req, body, url) => oneDrive(fake, req, body, url),
    clio: (req, body, url) => clio(fake, pending, req, body, url),
    filevine: (req, body, url) => filevine(fake, req, body, url),
    netdocuments: (req, body, url) => netDocuments(fake, req, body, url),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', fake.url);
      const body = Buffer.concat(chunks);
      const route = async (): Promise<Answer> => {
        if (url.pathname === '/authorize' && req.method === 'GET') return authorizeRoute(req, body, url);
        if (url.pathname === '/token' && req.method === 'POST') return tokenRoute(req, body, url);
        if (url.pathname.startsWith('/s3/')) return presignedStorage(fake, pending, req, body, url);
        if (!url.pathname.startsWith('/api/')) return { status: 404, body: { error: 'not found' } };
        if (fake.mode === 'down') return { status: 503, body: { error: { message: 'Service unavailable' } } };
        const auth = req.headers.authorization ?? '';
        if (!auth.startsWith('Bearer ') || !accessTokens.has(auth.slice(7))) {
          fake.unauthorized += 1;
          return { status: 401, body: { error: { code: 'InvalidAuthenticationToken', message: 'invalid token' } } };
        }
        if (fake.mode === 'reject') return { status: 403, body: { error: { message: 'Access denied' } } };
        fake.requests.push(`${req.method} ${url.pathname.slice('/api'.length)}${url.search}`);
        return api[slug](req, body, url);
      };
      route()
        .then((answer) => send(res, answer))
        .catch((error: unknown) => send(res, { status: 400, body: { error: { message: String(error) } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function send(res: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body !== undefined) headers['content-type'] = 'application/json';
  res.writeHead(answer.status, headers).end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
}
