import { CommandBus } from '@nestjs/cqrs';
import type { ProjectionRunner } from '@app/projections';
import { AUTH_MESSAGES } from '../shared/auth/auth-metadata';
import { WORKSPACE_DEACTIVATED } from '../auth/auth-workspace';
import { operator } from '../testing/test-app';
import { PROJECTION_RUNNER } from '../shared/storage/tokens';
import { CreateUserCommand } from '../users/create-user/create-user.command';
import { ALREADY_REGISTERED } from './register-by-link/register-by-link.service';
import { LINK_MAIL_MISMATCH, LINK_NOT_FOUND, SIGN_IN_BAD_EMAIL, SIGN_IN_BAD_PASSWORD } from './link-rules';
import { NEW_LINK_BODY, startLinksApp, type LinksTestApp } from './links.e2e-helpers';

/** The whole link flow of an external person, in order, through HTTP against the real app. */
describe('links for external users (HTTP)', () => {
  let t: LinksTestApp;
  let linkId: string;
  let externalToken: string;

  beforeAll(async () => {
    t = await startLinksApp();
  });
  afterAll(() => t?.close());

  it('lets an administrator create a link and answers its address', async () => {
    const { status, body } = await t.call('POST', '/demo/api/links', NEW_LINK_BODY, t.adminToken);
    expect(status).toBe(201);
    expect(body.link).toMatchObject({ ...NEW_LINK_BODY, userEmail: 'bob@x.test' });
    expect(body.link.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.url).toBe(`${t.url}/demo/links/${body.link.linkId}`);
    linkId = body.link.linkId;
  });

  it('lists the links for administrators', async () => {
    const { status, body } = await t.call('GET', '/demo/api/links', undefined, t.adminToken);
    expect(status).toBe(200);
    expect(body.links).toEqual([
      expect.objectContaining({ linkId, userEmail: 'bob@x.test', revoked: false, createdBy: expect.any(String) }),
    ]);
  });

  it('shows anyone holding the link the masked address and that a registration is due', async () => {
    const { status, body } = await t.call('GET', `/demo/api/links/${linkId}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      link: {
        userEmail: 'b***@x.test',
        userName: 'Bob External',
        catalogName: 'Clients',
        recordId: '42',
        appName: 'Intake',
      },
      isNewUser: true,
    });
  });

  it('refuses a registration with another address, with the error text, and writes nothing', async () => {
    const before = await t.head();
    const { status, body } = await t.call('POST', '/demo/api/auth/registrationByLink', {
      linkId,
      user: { email: 'eve@x.test', name: 'Eve', pass: 'secret1' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(LINK_MAIL_MISMATCH);
    expect(await t.head()).toBe(before);
  });

  it('registers the external person by link and signs them in', async () => {
    const { status, body } = await t.call('POST', '/demo/api/auth/registrationByLink', {
      linkId,
      user: { email: 'BOB@x.test', name: 'Bob External', pass: 'secret1' },
    });
    expect(status).toBe(200);
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ mail: 'bob@x.test', name: 'Bob External', isExternal: true, isAdmin: false });
    externalToken = body.token;
  });

  it('validates the external token with its link and user', async () => {
    const { status, body } = await t.call('POST', '/demo/api/isExternalToken/', { token: externalToken });
    expect(status).toBe(200);
    expect(body.data.link).toMatchObject({ linkId, catalogName: 'Clients', recordId: '42', appName: 'Intake' });
    expect(body.data.user).toMatchObject({ mail: 'bob@x.test', isExternal: true });
  });

  it('refuses an ordinary token on isExternalToken', async () => {
    const { status } = await t.call('POST', '/demo/api/isExternalToken/', { token: t.adminToken });
    expect(status).toBe(401);
  });

  it('keeps the external user out of every route not flagged external', async () => {
    const users = await t.call('GET', '/demo/api/users', undefined, externalToken);
    expect(users.status).toBe(403);
    const links = await t.call('GET', '/demo/api/links', undefined, externalToken);
    expect(links.status).toBe(403);
  });

  it('refuses the external token in another workspace', async () => {
    const onOther = await t.call('GET', '/other/api/links', undefined, externalToken);
    expect(onOther).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.otherWorkspace } });
    const check = await t.call('POST', '/other/api/isExternalToken/', { token: externalToken });
    expect(check).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.otherWorkspace } });
  });

  it('now offers sign-in instead of registration, and refuses a second registration', async () => {
    const { body } = await t.call('GET', `/demo/api/links/${linkId}`);
    expect(body.isNewUser).toBe(false);
    const again = await t.call('POST', '/demo/api/auth/registrationByLink', {
      linkId,
      user: { email: 'bob@x.test', pass: 'another1' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: ALREADY_REGISTERED } });
  });

  it('signs the same person in by link later, with the §8 texts on failure', async () => {
    const signIn = (email: string, password: string) =>
      t.call('POST', '/demo/api/auth/signinByLink', { linkId, user: { email, password } });
    expect(await signIn('bob@x.test', 'wrong-password')).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_BAD_PASSWORD },
    });
    expect(await signIn('eve@x.test', 'secret1')).toMatchObject({ status: 401, body: { error: SIGN_IN_BAD_EMAIL } });
    const ok = await signIn('Bob@X.test', 'secret1');
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ mail: 'bob@x.test', isExternal: true });
    const check = await t.call('POST', '/demo/api/isExternalToken/', { token: ok.body.token });
    expect(check.status).toBe(200);
  });

  it('revokes the link: it is not found any more and its tokens no longer validate', async () => {
    const revoked = await t.call('DELETE', `/demo/api/links/${linkId}`, undefined, t.adminToken);
    expect(revoked.status).toBe(200);
    expect(await t.call('GET', `/demo/api/links/${linkId}`)).toMatchObject({
      status: 404,
      body: { message: LINK_NOT_FOUND },
    });
    expect((await t.call('POST', '/demo/api/isExternalToken/', { token: externalToken })).status).toBe(401);
    const signIn = await t.call('POST', '/demo/api/auth/signinByLink', {
      linkId,
      user: { email: 'bob@x.test', password: 'secret1' },
    });
    expect(signIn).toMatchObject({ status: 404, body: { error: LINK_NOT_FOUND } });
    const list = await t.call('GET', '/demo/api/links', undefined, t.adminToken);
    expect(list.body.links[0]).toMatchObject({ linkId, revoked: true });
  });

  it('changes nothing when a revoked link is revoked again', async () => {
    const before = await t.head();
    expect((await t.call('DELETE', `/demo/api/links/${linkId}`, undefined, t.adminToken)).status).toBe(200);
    expect(await t.head()).toBe(before);
  });

  it('lets an external user created without a password register through a link, keeping their account', async () => {
    const { userId } = await t.app
      .get(CommandBus)
      .execute(
        new CreateUserCommand(
          'demo',
          { name: 'Carol', mail: 'carol@y.test', isAdmin: false, isExternal: true, type: 'default' },
          null,
        ),
      );
    const created = await t.call(
      'POST',
      '/demo/api/links',
      { ...NEW_LINK_BODY, userEmail: 'carol@y.test' },
      t.adminToken,
    );
    const id = created.body.link.linkId;
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(await t.head(), 5000);
    expect((await t.call('GET', `/demo/api/links/${id}`)).body.isNewUser).toBe(true);
    const registered = await t.call('POST', '/demo/api/auth/registrationByLink', {
      linkId: id,
      user: { email: 'carol@y.test', pass: 'secret2' },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ _id: userId, name: 'Carol', isExternal: true });
  });

  it('makes ids that cannot be guessed: distinct 128-bit values, and a near miss is not found', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { body } = await t.call('POST', '/demo/api/links', NEW_LINK_BODY, t.adminToken);
      ids.add(body.link.linkId);
    }
    expect(ids.size).toBe(5);
    const [first] = [...ids];
    const nearMiss = first.slice(0, -1) + (first.endsWith('A') ? 'B' : 'A');
    expect(await t.call('GET', `/demo/api/links/${nearMiss}`)).toMatchObject({ status: 404 });
  });
  it("refuses an external token of a deactivated workspace, as the guard refuses that workspace's tokens", async () => {
    const created = await t.call(
      'POST',
      '/other/api/links',
      { ...NEW_LINK_BODY, userEmail: 'dora@z.test' },
      t.otherAdminToken,
    );
    const registered = await t.call('POST', '/other/api/auth/registrationByLink', {
      linkId: created.body.link.linkId,
      user: { email: 'dora@z.test', name: 'Dora', pass: 'secret3' },
    });
    const token = registered.body.token as string;
    expect((await t.call('POST', '/other/api/isExternalToken/', { token })).status).toBe(200);

    const deactivated = await operator(`${t.url}/api/workspaces/other/deactivate`, { method: 'POST' });
    expect(deactivated.status).toBeLessThan(300);
    const { position } = (await deactivated.json()) as { position: number };
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000);

    const check = await t.call('POST', '/other/api/isExternalToken/', { token });
    expect(check).toMatchObject({ status: 403, body: { message: WORKSPACE_DEACTIVATED } });
  });
});
