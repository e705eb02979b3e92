import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiUrl } from './api-url';
import { createHttpClient, dispositionFileName, type HttpClientOptions } from './http-client';
import { errorText, HttpError, serverSaid, toParagraphs } from './http-error';

describe('apiUrl', () => {
  it('puts the workspace after the host, or uses the workspace host', () => {
    expect(apiUrl('http://h:3000', '/api/users', 'acme')).toBe('http://h:3000/acme/api/users');
    expect(apiUrl('http://h:3000/', '/api/users', 'acme', 'https://acme.example/')).toBe(
      'https://acme.example/api/users',
    );
    expect(apiUrl('http://h:3000', '/api/isTenancy/acme')).toBe('http://h:3000/api/isTenancy/acme');
    expect(() => apiUrl('http://h', 'api/x')).toThrow("API paths start with '/'");
  });
});

describe('error text', () => {
  it('prefers the server message, joins validation lists and falls back to the body or status', () => {
    expect(errorText(404, 'Not Found', '{"message":"Workspace x not found!"}')).toBe('Workspace x not found!');
    expect(errorText(400, 'Bad Request', '{"message":["a is wrong","b is wrong"]}')).toBe('a is wrong\nb is wrong');
    expect(errorText(500, 'Internal Server Error', 'plain words')).toBe('plain words');
    expect(errorText(502, 'Bad Gateway', '')).toBe('502 Bad Gateway');
  });

  it('splits multi-line text into paragraphs', () => {
    expect(toParagraphs('first\n\n second \r\nthird')).toEqual(['first', 'second', 'third']);
  });
});

describe('http client against a real server', () => {
  let server: Server;
  let origin: string;
  const seen: { url: string; authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
        if (req.url?.includes('needs-fresh')) {
          const fresh = req.headers.authorization === 'Bearer fresh-token';
          res.writeHead(fresh ? 200 : 401, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(fresh ? { ok: true } : { message: 'Unauthorized' }));
        } else if (req.url?.includes('fail')) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'line one\nline two' }));
        } else if (req.url?.includes('export')) {
          res.writeHead(200, {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="acme.zip"',
          });
          res.end(Buffer.from([0x50, 0x4b, 5, 6]));
        } else if (req.url?.startsWith('/api/isTenancy/')) {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'Workspace nope not found!' }));
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ ok: true }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  function client(overrides: Partial<HttpClientOptions> = {}) {
    const errors: string[] = [];
    const http = createHttpClient({
      fetch,
      origin,
      getToken: (w) => (w === 'acme' ? 'acme-token' : undefined),
      getBaseApiUrl: () => undefined,
      notifyError: (text) => errors.push(text),
      ...overrides,
    });
    return { http, errors };
  }

  it('sends workspace calls under the workspace with its token and a JSON body', async () => {
    const { http } = client();
    await expect(
      http.request('/api/isAuth/', { workspace: 'acme', method: 'POST', body: { token: 't' } }),
    ).resolves.toEqual({ ok: true });
    expect(seen[0]).toEqual({ url: '/acme/api/isAuth/', authorization: 'Bearer acme-token', body: '{"token":"t"}' });
  });

  it('sends a global call to another host when asked (the link-API host), with no workspace token', async () => {
    const { http } = client({ origin: 'http://127.0.0.1:9' });
    await expect(http.request('/acme', { host: `${origin}/links/` })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/links/acme', authorization: undefined, body: '' }]);
  });

  it('sends no Authorization header for a workspace without a token', async () => {
    const { http } = client();
    await http.request('/api/x', { workspace: 'demo' });
    expect(seen[0].authorization).toBeUndefined();
  });

  it('rejects a failed call and shows the server text', async () => {
    const { http, errors } = client();
    const failure = http.request('/api/fail', { workspace: 'acme' });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'line one\nline two', fromServer: true });
    expect(errors).toEqual(['line one\nline two']);
  });

  it("tells the server's own text from a message made up here", () => {
    expect(serverSaid(new HttpError(500, '/x', 'The users cannot be read.', true))).toBe('The users cannot be read.');
    expect(serverSaid(new HttpError(502, '/x', '502 Bad Gateway', false))).toBeUndefined();
    expect(serverSaid(new HttpError(0, '/x', 'Failed to fetch', false))).toBeUndefined();
    expect(serverSaid(new Error('A reason'))).toBe('A reason');
    expect(serverSaid('nothing')).toBeUndefined();
  });

  it('leaves the failure to the caller when asked not to notify', async () => {
    const { http, errors } = client();
    await expect(http.request('/api/fail', { workspace: 'acme', notify: false })).rejects.toMatchObject({
      status: 400,
    });
    expect(errors).toEqual([]);
  });

  it('lets the caller decide per failure whether it is shown', async () => {
    const { http, errors } = client();
    const decided: number[] = [];
    const unless400 = (error: HttpError) => {
      decided.push(error.status);
      return error.status !== 400;
    };
    await expect(http.request('/api/fail', { workspace: 'acme', notify: unless400 })).rejects.toMatchObject({
      status: 400,
    });
    expect(errors).toEqual([]);
    const unless404 = (error: HttpError) => error.status !== 404;
    await expect(http.request('/api/fail', { workspace: 'acme', notify: unless404 })).rejects.toMatchObject({
      status: 400,
    });
    expect(errors).toEqual(['line one\nline two']);
    expect(decided).toEqual([400]);
  });
  it('renews a refused session token once and repeats the call with the new one', async () => {
    const renewed: string[] = [];
    const renewToken = async (workspace: string) => {
      renewed.push(workspace);
      return 'fresh-token';
    };
    const { http, errors } = client({ renewToken });
    await expect(http.request('/api/needs-fresh', { workspace: 'acme' })).resolves.toEqual({ ok: true });
    expect(renewed).toEqual(['acme']);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer acme-token', 'Bearer fresh-token']);
    expect(errors).toEqual([]);
  });
  it('does not renew a token the caller passed, and reports the 401 when renewal gives nothing', async () => {
    const renewed: string[] = [];
    const { http, errors } = client({
      renewToken: async (w) => {
        renewed.push(w);
        return undefined;
      },
    });
    await expect(http.request('/api/needs-fresh', { workspace: 'acme', token: 'given' })).rejects.toMatchObject({
      status: 401,
    });
    expect(renewed).toEqual([]);
    await expect(http.request('/api/needs-fresh', { workspace: 'acme' })).rejects.toMatchObject({ status: 401 });
    expect(renewed).toEqual(['acme']);
    expect(errors).toEqual(['Unauthorized', 'Unauthorized']);
  });
  it('does not show isTenancy failures', async () => {
    const { http, errors } = client();
    await expect(http.request('/api/isTenancy/nope')).rejects.toMatchObject({
      status: 404,
      message: 'Workspace nope not found!',
    });
    expect(errors).toEqual([]);
  });

  it('downloads a file with the workspace token, named as the server names it', async () => {
    const { http } = client();
    const file = await http.requestBlob('/api/v2/types/exports', { workspace: 'acme' });
    expect(file.fileName).toBe('acme.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 5, 6]));
    expect(seen[0]).toMatchObject({ url: '/acme/api/v2/types/exports', authorization: 'Bearer acme-token' });
  });

  it('reports a failed download with the server text, as any call', async () => {
    const { http, errors } = client();
    await expect(http.requestBlob('/api/fail', { workspace: 'acme' })).rejects.toMatchObject({ status: 400 });
    expect(errors).toEqual(['line one\nline two']);
  });

  it('tells where a call goes and the Authorization it carries, for an upload made outside the client', async () => {
    const renewed: string[] = [];
    const { http } = client({
      renewToken: async (w) => {
        renewed.push(w);
        return w === 'acme' ? 'fresh' : undefined;
      },
    });
    expect(http.target('/upload/importModel', { workspace: 'acme' })).toEqual({
      url: `${origin}/acme/upload/importModel`,
      authorization: 'Bearer acme-token',
    });
    expect(http.target('/upload/importModel', { workspace: 'demo' })).toEqual({
      url: `${origin}/demo/upload/importModel`,
    });
    await expect(http.renew('acme')).resolves.toBe(true);
    await expect(http.renew('demo')).resolves.toBe(false);
    expect(renewed).toEqual(['acme', 'demo']);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName('attachment; filename="demo.zip"')).toBe('demo.zip');
    expect(dispositionFileName('attachment; filename=Client.zip')).toBe('Client.zip');
    expect(dispositionFileName('attachment; filename="x.zip"; filename*=UTF-8\'\'caf%C3%A9.zip')).toBe('café.zip');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });

  it('reports an unreachable server as status 0 and shows it', async () => {
    const { http, errors } = client({ origin: 'http://127.0.0.1:9' });
    await expect(http.request('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(errors).toHaveLength(1);
  });
});
