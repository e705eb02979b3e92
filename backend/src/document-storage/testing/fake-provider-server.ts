import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderSlug } from '../provider-rules';

/** A document the fake provider received completely. */
export interface ReceivedDocument {
  id: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  /** OneDrive: the folder path; Clio: `Matter/{id}`; NetDocuments: `cabinet/{c}` or `folder/{f}`. */
  location: string;
  /** NetDocuments: the profile attributes sent. */
  profile?: { id: string; value: string }[];
}

export interface FakeProvider {
  url: string;
  slug: ProviderSlug;
  /** 'down': every token and API call answers 503; 'reject': API calls answer 403. */
  mode: 'up' | 'down' | 'reject';
  documents: ReceivedDocument[];
  /** Token-endpoint grants seen, in order ('authorization_code', 'refresh_token'). */
  grants: string[];
  /** API calls refused for their bearer token (401). */
  unauthorized: number;
  /** The expires_in (seconds) the next tokens are issued with. */
  expiresIn: number;
  /** The client the workspace registered at this provider. */
  client: { id: string; secret: string };
  /** Every access token issued so far stops working (as when the provider ends them early): the next call is 401. */
  expireAccessTokens(): void;
  /** The environment that aims the application at this server. */
  env(): Record<string, string>;
  /** What the administrator's browser does at the provider: follow authorize, grant, answer the redirect. */
  authorize(authorizeUrl: string): Promise<string>;
  stop(): Promise<void>;
}

const SCOPES: Record<ProviderSlug, string | null> = {
  onedrive: 'offline_access Files.ReadWrite',
  clio: null,
  netdocuments: 'full',
};
const PREFIX: Record<ProviderSlug, string> = { onedrive: 'ONEDRIVE', clio: 'CLIO', netdocuments: 'NETDOCUMENTS' };
/** The Clio matter and NetDocuments cabinet that exist at the fake providers. */
export const FAKE_CLIO_MATTER = 42;
export const FAKE_ND_CABINET = 'NG-CABINET1';

type Handler = (req: IncomingMessage, body: Buffer, url: URL) => Promise<Answer> | Answer;
interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server playing one provider: the OAuth 2 authorization-code and refresh grants, and the part of its
 * published API the adapter uses, checking bearer tokens and request shapes as the provider documents them (an
 * unexpected request is a 400 naming what is wrong, so a test fails on a request the real provider would refuse).
 */
export async function startFakeProvider(slug: ProviderSlug): Promise<FakeProvider> {
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const codes = new Map<string, string>(); // code → redirect_uri
  const pending = new Map<string, ReceivedDocument & { uuid?: string; received?: boolean }>();
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
    grants: [],
    unauthorized: 0,
    expiresIn: 3600,
    client: { id: `${slug}-client`, secret: `${slug}-secret-${randomUUID()}` },
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

const bad = (message: string): Answer => ({ status: 400, body: { error: { message } } });

/** Microsoft Graph v1.0: simple upload by path, get by path, createLink, the drive. */
function oneDrive(fake: FakeProvider, req: IncomingMessage, body: Buffer, url: URL): Answer {
  const raw = url.pathname.slice('/api'.length);
  const upload = /^\/me\/drive\/root:\/(.+):\/content$/.exec(raw);
  if (upload && req.method === 'PUT') {
    if (!req.headers['content-type']) return bad('Content-Type is required');
    const segments = upload[1].split('/').map(decodeURIComponent);
    let name = segments.pop() ?? '';
    const folder = segments.join('/');
    const taken = (candidate: string) => fake.documents.some((d) => d.location === folder && d.name === candidate);
    if (taken(name)) {
      if (url.searchParams.get('@microsoft.graph.conflictBehavior') !== 'rename') {
        return { status: 409, body: { error: { code: 'nameAlreadyExists', message: 'The name is taken' } } };
      }
      const dot = name.lastIndexOf('.');
      for (let n = 1; taken(name); n += 1)
        name = dot > 0 ? `${name.slice(0, dot)} ${n}${name.slice(dot)}` : `${name} ${n}`;
    }
    const id = `01${randomUUID().replace(/-/g, '').toUpperCase()}`;
    fake.documents.push({ id, name, bytes: body, contentType: String(req.headers['content-type']), location: folder });
    return { status: 201, body: driveItem(fake, id, name, folder) };
  }
  const byPath = /^\/me\/drive\/root:\/(.+)$/.exec(raw);
  if (byPath && req.method === 'GET') {
    const segments = byPath[1].replace(/:$/, '').split('/').map(decodeURIComponent);
    const name = segments.pop();
    const found = fake.documents.find((d) => d.location === segments.join('/') && d.name === name);
    if (!found) return { status: 404, body: { error: { code: 'itemNotFound', message: 'Item not found' } } };
    return { status: 200, body: driveItem(fake, found.id, found.name, found.location) };
  }
  const createLink = /^\/me\/drive\/items\/([^/]+)\/createLink$/.exec(raw);
  if (createLink && req.method === 'POST') {
    const request = JSON.parse(body.toString('utf8') || '{}') as { type?: string; scope?: string };
    if (!['view', 'edit', 'embed'].includes(request.type ?? '')) return bad('type must be view, edit or embed');
    if (request.scope !== undefined && !['anonymous', 'organization', 'users'].includes(request.scope)) {
      return bad('scope must be anonymous, organization or users');
    }
    const id = decodeURIComponent(createLink[1]);
    if (!fake.documents.some((d) => d.id === id)) {
      return { status: 404, body: { error: { code: 'itemNotFound', message: 'Item not found' } } };
    }
    return {
      status: 201,
      body: {
        id: `perm-${id}`,
        roles: ['read'],
        link: { type: request.type, scope: request.scope, webUrl: `https://onedrive.example.test/s/${id}` },
      },
    };
  }
  if (raw === '/me/drive' && req.method === 'GET') {
    return {
      status: 200,
      body: { id: 'drive-1', driveType: 'business', owner: { user: { displayName: 'Drive Owner' } } },
    };
  }
  return { status: 404, body: { error: { code: 'itemNotFound', message: `no route ${req.method} ${raw}` } } };
}

function driveItem(fake: FakeProvider, id: string, name: string, folder: string) {
  const path = [folder, name].filter(Boolean).join('/');
  return {
    id,
    name,
    webUrl: `https://onedrive.example.test/${path.split('/').map(encodeURIComponent).join('/')}`,
    parentReference: { path: `/drive/root:${folder ? `/${folder}` : ''}` },
    file: { mimeType: fake.documents.find((d) => d.id === id)?.contentType },
  };
}

/** Clio Manage API v4: create a document (matter parent), its pre-signed PUT, fully_uploaded, download, who_am_i. */
function clio(
  fake: FakeProvider,
  pending: Map<string, ReceivedDocument & { uuid?: string; received?: boolean }>,
  req: IncomingMessage,
  body: Buffer,
  url: URL,
): Answer {
  const raw = url.pathname.slice('/api'.length);
  if (raw === '/documents.json' && req.method === 'POST') {
    const fields = url.searchParams.get('fields') ?? '';
    if (!/latest_document_version\{[^}]*put_url[^}]*\}/.test(fields) || !fields.includes('uuid')) {
      return bad('fields must ask for latest_document_version{uuid,put_url,put_headers}');
    }
    const { data } = JSON.parse(body.toString('utf8') || '{}') as {
      data?: { name?: string; parent?: { id?: unknown; type?: string } };
    };
    if (!data?.name || typeof data.parent?.id !== 'number' || !['Matter', 'Folder'].includes(data.parent.type ?? '')) {
      return bad('data.name and data.parent { id: number, type: Matter | Folder } are required');
    }
    if (data.parent.type === 'Matter' && data.parent.id !== FAKE_CLIO_MATTER) {
      return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Matter not found' } } };
    }
    const id = String(1000 + pending.size);
    const uuid = randomUUID();
    pending.set(id, {
      id,
      uuid,
      name: data.name,
      bytes: Buffer.alloc(0),
      contentType: '',
      location: `Matter/${data.parent.id}`,
    });
    return {
      status: 201,
      body: {
        data: {
          id: Number(id),
          latest_document_version: {
            uuid,
            put_url: `${fake.url}/s3/${uuid}?X-Amz-Signature=fake`,
            put_headers: [
              { name: 'x-amz-server-side-encryption', value: 'AES256' },
              { name: 'Content-Type', value: 'application/octet-stream' },
            ],
          },
        },
      },
    };
  }
  const patch = /^\/documents\/(\d+)\.json$/.exec(raw);
  if (patch && req.method === 'PATCH') {
    const document = pending.get(patch[1]);
    if (!document) return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Document not found' } } };
    const { data } = JSON.parse(body.toString('utf8') || '{}') as {
      data?: { uuid?: string; fully_uploaded?: boolean };
    };
    if (data?.uuid !== document.uuid || data?.fully_uploaded !== true)
      return bad('data { uuid, fully_uploaded: true } expected');
    if (!document.received) return bad('the version has no content yet');
    if (!fake.documents.includes(document)) fake.documents.push(document);
    return { status: 200, body: { data: { id: Number(document.id) } } };
  }
  const download = /^\/documents\/(\d+)\/download\.json$/.exec(raw);
  if (download && req.method === 'GET') {
    const document = fake.documents.find((d) => d.id === download[1]);
    if (!document) return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Document not found' } } };
    return { status: 303, headers: { location: `${fake.url}/s3/${(document as { uuid?: string }).uuid}?download=1` } };
  }
  if (raw === '/users/who_am_i.json' && req.method === 'GET') {
    return { status: 200, body: { data: { id: 7, name: 'Clio User' } } };
  }
  return { status: 404, body: { error: { type: 'RecordNotFound', message: `no route ${req.method} ${raw}` } } };
}

/** The storage behind Clio's pre-signed put_url: the exact put_headers, and no Clio bearer token. */
function presignedStorage(
  fake: FakeProvider,
  pending: Map<string, ReceivedDocument & { uuid?: string; received?: boolean }>,
  req: IncomingMessage,
  body: Buffer,
  url: URL,
): Answer {
  if (fake.mode === 'down') return { status: 503 };
  const uuid = url.pathname.slice('/s3/'.length);
  const document = [...pending.values()].find((d) => d.uuid === uuid);
  if (!document) return { status: 404 };
  if (req.method === 'GET') return { status: 200 };
  if (req.method !== 'PUT') return { status: 405 };
  if (req.headers.authorization) return bad('a pre-signed URL takes no Authorization header');
  if (
    req.headers['x-amz-server-side-encryption'] !== 'AES256' ||
    req.headers['content-type'] !== 'application/octet-stream'
  ) {
    return { status: 403, body: { error: { message: 'SignatureDoesNotMatch' } } };
  }
  document.bytes = body;
  document.contentType = String(req.headers['content-type']);
  document.received = true;
  return { status: 200 };
}

/** NetDocuments REST v1: multipart upload to a cabinet or folder, document info, user info. */
async function netDocuments(fake: FakeProvider, req: IncomingMessage, body: Buffer, url: URL): Promise<Answer> {
  const raw = url.pathname.slice('/api'.length);
  if (raw === '/v1/Document' && req.method === 'POST') {
    const contentType = String(req.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data')) return bad('multipart/form-data expected');
    const form = await new Request('http://fake/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const file = form.get('file');
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (text('action') !== 'upload') return bad('action must be upload');
    if (!text('name') || !(file instanceof Blob)) return bad('name and file are required');
    const cabinet = text('cabinet');
    const destination = text('destination');
    if (!cabinet && !destination) return bad('cabinet or destination is required');
    if (cabinet && cabinet !== FAKE_ND_CABINET) return { status: 404, body: { error: 'Cabinet not found' } };
    let profile: { id: string; value: string }[] | undefined;
    if (form.has('profile')) {
      profile = JSON.parse(text('profile')) as { id: string; value: string }[];
      if (!Array.isArray(profile) || profile.some((p) => p.id === undefined || typeof p.value !== 'string')) {
        return bad('profile must be a JSON array of { id, value }');
      }
    }
    const id = `4821-${1000 + fake.documents.length}-0001`;
    const name = `${text('name')}${text('extension') ? `.${text('extension')}` : ''}`;
    fake.documents.push({
      id,
      name,
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type,
      location: cabinet ? `cabinet/${cabinet}` : `folder/${destination}`,
      profile,
    });
    return { status: 200, body: { standardAttributes: { id, name: text('name'), extension: text('extension') } } };
  }
  const info = /^\/v1\/Document\/([^/]+)\/info$/.exec(raw);
  if (info && req.method === 'GET') {
    const document = fake.documents.find((d) => d.id === decodeURIComponent(info[1]));
    if (!document) return { status: 404, body: { error: 'Document not found' } };
    return { status: 200, body: { standardAttributes: { id: document.id, name: document.name } } };
  }
  if (raw === '/v1/User/info' && req.method === 'GET') {
    return { status: 200, body: { displayName: 'ND User', email: 'nd.user@example.test' } };
  }
  return { status: 404, body: { error: `no route ${req.method} ${raw}` } };
}
