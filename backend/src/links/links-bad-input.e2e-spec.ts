import { JwtService } from '@nestjs/jwt';
import { AUTH_MESSAGES } from '../shared/auth/auth-metadata';
import { newLinkId } from './link-id';
import { LINK_NOT_FOUND, LINK_PASSWORD_TOO_SHORT } from './link-rules';
import { AUTH_SECRET, NEW_LINK_BODY, startLinksApp, type LinksTestApp } from './links.e2e-helpers';
import { WORKSPACE_ACCOUNT } from './register-by-link/register-by-link.service';

const LONG = 'x'.repeat(10_000);

/** Every link endpoint refuses bad input with a 4xx and a clear message, and writes nothing. */
describe('links: bad input and foreign tokens (HTTP)', () => {
  let t: LinksTestApp;
  let linkId: string;
  let expiredToken: string;

  beforeAll(async () => {
    t = await startLinksApp();
    linkId = (await t.call('POST', '/demo/api/links', NEW_LINK_BODY, t.adminToken)).body.link.linkId;
    const now = Math.floor(Date.now() / 1000);
    expiredToken = new JwtService({ secret: AUTH_SECRET }).sign({
      tenant: 'demo',
      sub: 'someone',
      isAdmin: true,
      isExternal: true,
      linkId,
      session: 'gone',
      iat: now - 3600,
      exp: now - 60,
    });
  });
  afterAll(() => t?.close());

  /** Calls, checks status and message, and that no event was appended. */
  async function refused(
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
    status: number,
    message: string | RegExp,
  ) {
    const before = await t.head();
    const answer = await t.call(method, path, body, token);
    expect({ path, status: answer.status }).toEqual({ path, status });
    expect(answer.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await t.head()).toBe(before);
    return answer;
  }

  describe('POST /:tenancy/api/links', () => {
    it.each([
      ['no token', (): string | undefined => undefined, 401, AUTH_MESSAGES.missingToken],
      ['an expired token', () => expiredToken, 401, AUTH_MESSAGES.invalidToken],
      ['a garbage token', () => 'not.a.token', 401, AUTH_MESSAGES.invalidToken],
      ["an ordinary user's token", () => t.userToken, 403, AUTH_MESSAGES.adminOnly],
      ["another workspace's administrator", () => t.otherAdminToken, 403, AUTH_MESSAGES.otherWorkspace],
    ])('refuses %s', async (_what, token, status, message) => {
      await refused('POST', '/demo/api/links', NEW_LINK_BODY, token(), status, message);
    });

    it('refuses a workspace that is not the token’s (unknown or not)', async () => {
      await refused('POST', '/nope/api/links', NEW_LINK_BODY, t.adminToken, 403, AUTH_MESSAGES.otherWorkspace);
    });

    it.each([
      ['missing fields', { userEmail: 'bob@x.test' }, /^Invalid body: userName: /],
      ['a wrong type', { ...NEW_LINK_BODY, recordId: true }, /^Invalid body: recordId/],
      ['a 10,000-character name', { ...NEW_LINK_BODY, userName: LONG }, /userName must be at most 200 characters/],
      ['a bad address', { ...NEW_LINK_BODY, userEmail: 'bob' }, /userEmail must be a valid e-mail address/],
      ['an unknown field', { ...NEW_LINK_BODY, role: 'admin' }, /Unrecognized key/i],
      ['a slash in a name', { ...NEW_LINK_BODY, catalogName: '../users' }, /catalogName must not contain "\/"/],
      ['malformed JSON', '{"userEmail":', /^Malformed JSON/],
    ])('refuses %s with a 400 saying what is wrong', async (_what, body, message) => {
      await refused('POST', '/demo/api/links', body, t.adminToken, 400, message);
    });
  });

  describe('GET and DELETE /:tenancy/api/links', () => {
    it('lists only for administrators of the workspace', async () => {
      await refused('GET', '/demo/api/links', undefined, undefined, 401, AUTH_MESSAGES.missingToken);
      await refused('GET', '/demo/api/links', undefined, t.userToken, 403, AUTH_MESSAGES.adminOnly);
      await refused('GET', '/demo/api/links', undefined, t.otherAdminToken, 403, AUTH_MESSAGES.otherWorkspace);
    });

    it('revokes only for administrators of the workspace', async () => {
      const path = `/demo/api/links/${linkId}`;
      await refused('DELETE', path, undefined, undefined, 401, AUTH_MESSAGES.missingToken);
      await refused('DELETE', path, undefined, t.userToken, 403, AUTH_MESSAGES.adminOnly);
      await refused('DELETE', path, undefined, t.otherAdminToken, 403, AUTH_MESSAGES.otherWorkspace);
      await refused('DELETE', `/other/api/links/${linkId}`, undefined, t.otherAdminToken, 404, LINK_NOT_FOUND);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      await refused('DELETE', `/demo/api/links/${newLinkId()}`, undefined, t.adminToken, 404, LINK_NOT_FOUND);
      await refused('DELETE', `/demo/api/links/${LONG}`, undefined, t.adminToken, 404, LINK_NOT_FOUND);
    });

    it('refuses a body on a revoke, which takes none, with a 400 naming the field', async () => {
      const path = `/demo/api/links/${linkId}`;
      await refused('DELETE', path, { reason: 'spam' }, t.adminToken, 400, 'Invalid body: Unrecognized key: "reason"');
      await refused('DELETE', path, '{"reason":', t.adminToken, 400, /^Malformed JSON/);
    });
  });

  describe('GET /:tenancy/api/links/:IdLink (public)', () => {
    it.each([
      ['an unknown id', () => `/demo/api/links/${newLinkId()}`],
      ['a 10,000-character id', () => `/demo/api/links/${LONG}`],
      ['an unknown workspace', () => `/nope/api/links/${linkId}`],
      ['another workspace', () => `/other/api/links/${linkId}`],
      ['an over-long workspace name', () => `/${'a'.repeat(300)}/api/links/${linkId}`],
    ])('answers the §8 text for %s', async (_what, path) => {
      await refused('GET', path(), undefined, undefined, 404, LINK_NOT_FOUND);
    });
  });

  describe('POST /:tenancy/api/auth/registrationByLink', () => {
    const path = '/demo/api/auth/registrationByLink';
    const person = { email: 'bob@x.test', name: 'Bob', pass: 'secret1' };

    it.each([
      ['no link id', () => ({ user: person }), 400, /^Invalid body: linkId/],
      ['no user', () => ({ linkId }), 400, /^Invalid body: user/],
      ['a numeric e-mail', () => ({ linkId, user: { ...person, email: 42 } }), 400, /user\.email/],
      ['a 10,000-character name', () => ({ linkId, user: { ...person, name: LONG } }), 400, /user\.name/],
      ['a short password', () => ({ linkId, user: { ...person, pass: 'five5' } }), 400, LINK_PASSWORD_TOO_SHORT],
      ['an unknown link', () => ({ linkId: newLinkId(), user: person }), 404, LINK_NOT_FOUND],
    ])('refuses %s, with the text in `error`', async (_what, body, status, message) => {
      const answer = await refused('POST', path, body(), undefined, status, message);
      expect(answer.body.error).toBe(answer.body.message);
    });

    it('refuses malformed JSON (rejected before the route, so only `message` carries the text)', async () => {
      await refused('POST', path, '{"linkId"', undefined, 400, /^Malformed JSON/);
    });

    it('refuses an unknown workspace with the link text', async () => {
      await refused(
        'POST',
        '/nope/api/auth/registrationByLink',
        { linkId, user: person },
        undefined,
        404,
        LINK_NOT_FOUND,
      );
    });

    it('does not let a link claim an account of the workspace', async () => {
      const created = await t.call(
        'POST',
        '/demo/api/links',
        { ...NEW_LINK_BODY, userEmail: 'uma@demo.test' },
        t.adminToken,
      );
      const id = created.body.link.linkId;
      expect((await t.call('GET', `/demo/api/links/${id}`)).body).toMatchObject({ isNewUser: true });
      await refused(
        'POST',
        path,
        { linkId: id, user: { email: 'uma@demo.test', pass: 'secret1' } },
        undefined,
        409,
        WORKSPACE_ACCOUNT,
      );
    });
  });

  describe('POST /:tenancy/api/auth/signinByLink', () => {
    const path = '/demo/api/auth/signinByLink';
    it.each([
      ['no user', () => ({ linkId }), 400, /^Invalid body: user/],
      [
        'a 10,000-character password',
        () => ({ linkId, user: { email: 'bob@x.test', password: LONG } }),
        400,
        /user\.password/,
      ],
      [
        'a short password',
        () => ({ linkId, user: { email: 'bob@x.test', password: 'five5' } }),
        400,
        LINK_PASSWORD_TOO_SHORT,
      ],
      [
        'an unknown link',
        () => ({ linkId: newLinkId(), user: { email: 'bob@x.test', password: 'secret1' } }),
        404,
        LINK_NOT_FOUND,
      ],
    ])('refuses %s', async (_what, body, status, message) => {
      await refused('POST', path, body(), undefined, status, message);
    });
  });

  describe('POST /:tenancy/api/isExternalToken/', () => {
    const path = '/demo/api/isExternalToken/';
    it.each([
      ['no token', () => ({}), 400, /^Invalid body: token/],
      ['a numeric token', () => ({ token: 42 }), 400, /^Invalid body: token/],
      ['a 10,000-character token', () => ({ token: LONG }), 400, /token: is too long/],
      ['a garbage token', () => ({ token: 'garbage' }), 401, AUTH_MESSAGES.invalidToken],
      ['an expired token', () => ({ token: expiredToken }), 401, AUTH_MESSAGES.invalidToken],
    ])('refuses %s', async (_what, body, status, message) => {
      await refused('POST', path, body(), undefined, status, message);
    });
  });
});
