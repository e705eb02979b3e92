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
