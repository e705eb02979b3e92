import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../http/http-client';
import { fetchTenancy, normaliseAddons, toTenancy } from './tenancy.api';

describe('tenancy answer', () => {
  it('normalises add-ons given as a list or as a map of flags', () => {
    expect(normaliseAddons(['pdf', 'clio'])).toEqual(['pdf', 'clio']);
    expect(normaliseAddons({ pdf: true, clio: false, whiteLabel: true })).toEqual(['pdf', 'whiteLabel']);
    expect(normaliseAddons(undefined)).toEqual([]);
  });

  it('falls back to the settings label, then the name', () => {
    expect(toTenancy({ name: 'acme', settings: { label: 'Acme LLP' } }).label).toBe('Acme LLP');
    expect(toTenancy({ name: 'acme' }).label).toBe('acme');
    expect(toTenancy({ name: 'acme', isActive: false }).isActive).toBe(false);
  });
});

describe('fetchTenancy against a real server', () => {
  let server: Server;
  let origin: string;
  const answers: Record<string, [number, unknown]> = {
    '/api/isTenancy/acme': [
      200,
      { name: 'acme', label: 'Acme', settings: {}, isActive: true, isNotResponding: false, addons: {} },
    ],
    '/api/isTenancy/gone': [404, { message: 'Workspace gone not found!' }],
    '/api/isTenancy/Bad': [400, { message: 'bad name' }],
    '/api/isTenancy/boom': [503, { message: 'down' }],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const [status, body] = answers[req.url ?? ''] ?? [500, {}];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function http(at = origin) {
    const errors: string[] = [];
    const client = createHttpClient({
      fetch,
      origin: at,
      getToken: () => undefined,
      getBaseApiUrl: () => undefined,
      notifyError: (e) => errors.push(e),
    });
    return { client, errors };
  }

  it('tells found, unknown, invalid and not responding apart, without showing errors', async () => {
    const { client, errors } = http();
    await expect(fetchTenancy(client, 'acme')).resolves.toMatchObject({
      kind: 'found',
      tenancy: { name: 'acme', label: 'Acme', isActive: true },
    });
    await expect(fetchTenancy(client, 'gone')).resolves.toEqual({
      kind: 'notFound',
      name: 'gone',
      message: 'Workspace gone not found!',
    });
    await expect(fetchTenancy(client, 'Bad')).resolves.toEqual({ kind: 'invalid', name: 'Bad', message: 'bad name' });
    await expect(fetchTenancy(client, 'boom')).resolves.toEqual({ kind: 'notResponding' });
    expect(errors).toEqual([]);
  });

  it('treats an unreachable server as not responding', async () => {
    await expect(fetchTenancy(http('http://127.0.0.1:9').client, 'acme')).resolves.toEqual({ kind: 'notResponding' });
  });

  it('refuses an empty name', async () => {
    await expect(fetchTenancy(http().client, '')).rejects.toThrow('Tenancy is empty');
  });
});

describe('fetchTenancy with a link-API host (a fake fetch)', () => {
  const LOCAL = 'http://app.test';
  const LINKS = 'https://links.test/tenancy';
  const tenancy = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    label: name.toUpperCase(),
    settings: {},
    isActive: true,
    isNotResponding: false,
    addons: [],
    ...extra,
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** A client whose fetch answers by URL from `routes` (a thrown value is a network failure); records the URLs. */
  function client(routes: Record<string, () => Response>) {
    const asked: string[] = [];
    const errors: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const route = routes[url];
      if (!route) return json(500, { message: `no route for ${url}` });
      return route();
    }) as typeof fetch;
    const http = createHttpClient({
      fetch: fakeFetch,
      origin: LOCAL,
      getToken: () => undefined,
      getBaseApiUrl: () => undefined,
      notifyError: (e) => errors.push(e),
    });
    return { http, asked, errors };
  }

  it('asks the link-API host first and uses its tenancy, without asking the local endpoint', async () => {
    const { http, asked } = client({
      [`${LINKS}/acme`]: () => json(200, tenancy('acme', { baseAPIURL: 'https://eu.test' })),
    });
    await expect(fetchTenancy(http, 'acme', undefined, LINKS)).resolves.toMatchObject({
      kind: 'found',
      tenancy: { name: 'acme', label: 'ACME', baseAPIURL: 'https://eu.test' },
    });
    expect(asked).toEqual([`${LINKS}/acme`]);
  });

  it('takes a not-responding answer of the link-API host as it is', async () => {
    const { http, asked } = client({ [`${LINKS}/acme`]: () => json(200, tenancy('acme', { isNotResponding: true })) });
    await expect(fetchTenancy(http, 'acme', undefined, LINKS)).resolves.toEqual({ kind: 'notResponding' });
    expect(asked).toEqual([`${LINKS}/acme`]);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
    ['a 500', () => json(500, { message: 'down' })],
    ['a 503', () => json(503, { message: 'maintenance' })],
    ['a 404 (the local endpoint has the last word)', () => json(404, { message: 'unknown here' })],
    ['a 401', () => json(401, { message: 'who are you' })],
    ['an answer that is no tenancy', () => json(200, { ok: true })],
    ['an answer that is no JSON', () => new Response('<html>', { status: 200 })],
  ])('falls back to the local endpoint after %s, without a toast', async (_, linkApi) => {
    const { http, asked, errors } = client({
      [`${LINKS}/acme`]: linkApi,
      [`${LOCAL}/api/isTenancy/acme`]: () => json(200, tenancy('acme')),
    });
    await expect(fetchTenancy(http, 'acme', undefined, LINKS)).resolves.toMatchObject({
      kind: 'found',
      tenancy: { name: 'acme', label: 'ACME' },
    });
    expect(asked).toEqual([`${LINKS}/acme`, `${LOCAL}/api/isTenancy/acme`]);
    expect(errors).toEqual([]);
  });

  it("gives the local endpoint's verdict when both fail", async () => {
    const { http, errors } = client({
      [`${LINKS}/gone`]: () => json(404, { message: 'unknown here' }),
      [`${LOCAL}/api/isTenancy/gone`]: () => json(404, { message: 'Workspace gone not found!' }),
      [`${LINKS}/boom`]: () => json(502, {}),
      [`${LOCAL}/api/isTenancy/boom`]: () => json(503, { message: 'down' }),
    });
    await expect(fetchTenancy(http, 'gone', undefined, LINKS)).resolves.toEqual({
      kind: 'notFound',
      name: 'gone',
      message: 'Workspace gone not found!',
    });
    await expect(fetchTenancy(http, 'boom', undefined, LINKS)).resolves.toEqual({ kind: 'notResponding' });
    expect(errors).toEqual([]);
  });

  it('asks only the local endpoint without a link-API host', async () => {
    const { http, asked } = client({ [`${LOCAL}/api/isTenancy/acme`]: () => json(200, tenancy('acme')) });
    await expect(fetchTenancy(http, 'acme')).resolves.toMatchObject({ kind: 'found' });
    expect(asked).toEqual([`${LOCAL}/api/isTenancy/acme`]);
  });

  it('does not fall back once the check was called off', async () => {
    const controller = new AbortController();
    const { http, asked } = client({
      [`${LINKS}/acme`]: () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(fetchTenancy(http, 'acme', controller.signal, LINKS)).rejects.toThrow('aborted');
    expect(asked).toEqual([`${LINKS}/acme`]);
  });
});
