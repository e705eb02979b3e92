import { postJson } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Behind a reverse proxy every request comes from the proxy's address; TRUST_PROXY tells the server
 * to take the client's address from X-Forwarded-For, so one client's failed sign-ins do not lock
 * everybody else out.
 */
describe('client addresses behind a reverse proxy', () => {
  const attemptFrom = (t: TestApp, client: string) =>
    postJson(
      `${t.url}/demo/api/auth/signin`,
      { user: { email: 'admin@demo.test', password: 'wrong-password' } },
      { 'X-Forwarded-For': client },
    ).then((response) => response.status);

  describe('with TRUST_PROXY=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '2' });
    });
    afterAll(() => t?.close());

    it('counts attempts per forwarded client address', async () => {
      expect(await attemptFrom(t, '203.0.113.1')).toBe(401);
      expect(await attemptFrom(t, '203.0.113.1')).toBe(401);
      expect(await attemptFrom(t, '203.0.113.1')).toBe(429);
      expect(await attemptFrom(t, '203.0.113.2')).toBe(401);
    });
  });

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For, which any client can send', async () => {
      expect(await attemptFrom(t, '203.0.113.1')).toBe(401);
      expect(await attemptFrom(t, '203.0.113.2')).toBe(401);
      expect(await attemptFrom(t, '203.0.113.3')).toBe(429);
    });
  });
});
