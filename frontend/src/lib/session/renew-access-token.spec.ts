import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrowserStorage, memoryStorage } from '../storage/browser-storage';
import { storedRefreshToken, storeSessionTokens } from './session-tokens';
import { createTokenRenewer } from './renew-access-token';

describe('access token renewal against a real server', () => {
  let server: Server;
  let origin: string;
  const bodies: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        const { refreshToken } = JSON.parse(body) as { refreshToken: string };
        // Answer slowly, so concurrent renewals overlap.
        setTimeout(() => {
          if (req.url !== '/acme/api/auth/refresh' || refreshToken !== 'r1') {
            res.writeHead(401, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ message: 'refresh token reused' }));
            return;
          }
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ token: 't2', refreshToken: 'r2' }));
        }, 50);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (bodies.length = 0));

  const renewer = () => {
    const storage = createBrowserStorage(memoryStorage());
    const renew = createTokenRenewer({ fetch, origin, storage, getBaseApiUrl: () => undefined });
    return { storage, renew };
  };

  it('sends the stored refresh token once for calls failing together, and stores the rotated pair', async () => {
    const { storage, renew } = renewer();
    storeSessionTokens(storage, 'acme', { token: 't1', refreshToken: 'r1' });
    await expect(Promise.all([renew('acme'), renew('acme')])).resolves.toEqual(['t2', 't2']);
    expect(bodies).toEqual(['{"refreshToken":"r1"}']);
    expect(storage.getToken('acme')).toBe('t2');
    expect(storedRefreshToken(storage, 'acme')).toBe('r2');
  });

  it('gives nothing without a refresh token or when the server refuses it', async () => {
    const { storage, renew } = renewer();
    await expect(renew('acme')).resolves.toBeUndefined();
    expect(bodies).toEqual([]);
    storeSessionTokens(storage, 'acme', { token: 't1', refreshToken: 'old' });
    await expect(renew('acme')).resolves.toBeUndefined();
    expect(storage.getToken('acme')).toBe('t1');
  });
});
