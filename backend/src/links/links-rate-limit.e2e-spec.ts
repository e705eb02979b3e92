import { TOO_MANY_ATTEMPTS } from '../auth/auth-rate-limit.guard';
import { startTestApp, type TestApp } from '../testing/test-app';
import { newLinkId } from './link-id';

/** Guessing passwords through a link is limited like the e-mail sign-in (AUTH_RATE_LIMIT a minute). */
describe('links: rate limits (HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t?.close());

  it.each(['signinByLink', 'registrationByLink'])('answers 429 on %s past the limit', async (endpoint) => {
    const body = { linkId: newLinkId(), user: { email: 'bob@x.test', password: 'secret1', pass: 'secret1' } };
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${t.url}/demo/api/auth/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      statuses.push(response.status);
      last = (await response.json()) as { message?: string };
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(last.message).toBe(TOO_MANY_ATTEMPTS);
  });
});
