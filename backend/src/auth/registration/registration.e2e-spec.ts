import type { EventStore } from '@app/storage';
import { join } from 'node:path';
import { readOutbox } from '../../shared/mail';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { lastPasswordLinkToken, signIn, postJson } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { BAD_CREDENTIALS, LINK_INVALID, REGISTRATION_DISABLED, RESET_SENT } from '../auth-messages';

const post = postJson;

describe('registration, confirmation, forgot password and set password (HTTP, real outbox)', () => {
  let t: TestApp;
  let store: EventStore;
  const api = (path: string, tenant = 'demo') => `${t.url}/${tenant}/api/${path}`;
  const head = () => store.headPosition();
  const outboxCount = async () => (await readOutbox(join(t.dataDir, 'outbox'))).length;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://docs.example.test/' });
    store = t.app.get(EVENT_STORE);
    const created = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'noreg', settings: { label: 'No registration' } },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => t?.close());

  it('registers, mails a one-time link, sets the password through it and is signed in', async () => {
    const registered = await post(api('auth/registration'), {
      user: { email: ' Ada@Acme.test', name: 'Ada Lovelace', backLink: '/demo/orders' },
    });
    expect(registered.status).toBe(200);
    expect((await registered.json()).message).toContain('confirmation message has been sent to ada@acme.test');

    const mails = await readOutbox(join(t.dataDir, 'outbox'));
    const link = mails.filter((mail) => mail.to === 'ada@acme.test').at(-1)?.links[0].url ?? '';
    expect(link).toMatch(
      /^https:\/\/docs\.example\.test\/demo\/confirm\?t=[\w-]{43}&type=default&backLink=%2Fdemo%2Forders$/,
    );
    const token = await lastPasswordLinkToken(t.dataDir, 'ada@acme.test');
    const hashes = JSON.stringify(await store.readAll({ tenant: 'demo', types: ['PasswordSetupRequested'] }));
    expect(hashes).not.toContain(token);

    const before = await head();
    const short = await post(api('users/password'), { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Choose a password that is 8 characters or longer' });
    expect(await head()).toBe(before);

    const set = await post(api('users/password'), { token, password: 'analytical-1' });
    expect(set.status).toBe(200);
    const body = await set.json();
    expect(body).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { mail: 'ada@acme.test', name: 'Ada Lovelace', isAdmin: false, isExternal: false, type: 'default' },
    });

    const again = await post(api('users/password'), { token, password: 'another-one-2' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: LINK_INVALID });

    await expect(signIn(t.url, 'demo', 'ada@acme.test', 'analytical-1')).resolves.toMatchObject({
      user: { mail: 'ada@acme.test' },
    });
  });

  it('refuses a second registration of an address with 409 and mails nothing', async () => {
    const mailsBefore = await outboxCount();
    const before = await head();
    const response = await post(api('auth/registration'), { user: { email: 'admin@demo.test', name: 'Again' } });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain('already exists');
    expect(await head()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it('refuses registration where the workspace has it disabled (403)', async () => {
    const before = await head();
    const response = await post(api('auth/registration', 'noreg'), { user: { email: 'bob@acme.test', name: 'Bob' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: REGISTRATION_DISABLED });
    expect(await head()).toBe(before);
  });

  it('forgot password: the same notice for unknown and known addresses; only a known one gets a link', async () => {
    const mailsBefore = await outboxCount();
    const before = await head();
    const unknown = await post(api('users/reset'), { email: 'nobody@acme.test' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: RESET_SENT });
    expect(await head()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);

    const known = await post(api('users/reset'), { email: 'ADA@acme.test' });
    expect(await known.json()).toEqual({ message: RESET_SENT });
    expect(await outboxCount()).toBe(mailsBefore + 1);
    const token = await lastPasswordLinkToken(t.dataDir, 'ada@acme.test');
    const set = await post(api('users/password'), { token, password: 'difference-engine-3' });
    expect(set.status).toBe(200);

    await expect(signIn(t.url, 'demo', 'ada@acme.test', 'analytical-1')).rejects.toThrow(BAD_CREDENTIALS);
    await expect(signIn(t.url, 'demo', 'ada@acme.test', 'difference-engine-3')).resolves.toBeTruthy();
  });

  it.each([
    ['an address of another site', 'https://evil.test/welcome'],
    ['a plain http address', 'http://docs.example.test/demo/'],
    ['a protocol-relative address', '//evil.test'],
    ['a backslash the browser reads as a slash', '/\\evil.test'],
    ['a tab the browser drops', '/\t/evil.test'],
    ['a relative path', 'demo/'],
  ])('refuses %s as backLink with 400, creating and mailing nothing', async (_what, backLink) => {
    const mailsBefore = await outboxCount();
    const before = await head();
    const registered = await post(api('auth/registration'), { user: { email: 'eve@acme.test', backLink } });
    const reset = await post(api('users/reset'), { email: 'ada@acme.test', backLink });
    for (const answer of [registered, reset]) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toMatch(
        /^Invalid body: (user\.)?backLink: must be a path of this site, starting with a single '\/' \(not an address\)$/,
      );
    }
    expect(await head()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it('puts a path of this site as backLink in the reset link', async () => {
    const reset = await post(api('users/reset'), { email: 'ada@acme.test', backLink: '/demo/records?tab=2' });
    expect(reset.status).toBe(200);
    const mails = await readOutbox(join(t.dataDir, 'outbox'));
    const link = mails.filter((mail) => mail.to === 'ada@acme.test').at(-1)?.links[0].url ?? '';
    expect(new URL(link).searchParams.get('backLink')).toBe('/demo/records?tab=2');
  });

  it('a link of one workspace does not work in another', async () => {
    await post(api('users/reset'), { email: 'ada@acme.test' });
    const token = await lastPasswordLinkToken(t.dataDir, 'ada@acme.test');
    const before = await head();
    const foreign = await post(api('users/password', 'noreg'), { token, password: 'difference-engine-4' });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: LINK_INVALID });
    expect(await head()).toBe(before);
  });

  const cases: [string, string, unknown][] = [
    ['registration without e-mail', 'auth/registration', { user: { name: 'X' } }],
    ['registration with a number as e-mail', 'auth/registration', { user: { email: 42 } }],
    ['registration with a malformed e-mail', 'auth/registration', { user: { email: 'ada@' } }],
    [
      'registration with a 10,000-character name',
      'auth/registration',
      { user: { email: 'x@acme.test', name: 'n'.repeat(10_000) } },
    ],
    [
      'registration with a protocol-relative backLink',
      'auth/registration',
      { user: { email: 'x@acme.test', backLink: '//evil.test' } },
    ],
    ['reset without e-mail', 'users/reset', {}],
    ['reset with a malformed e-mail', 'users/reset', { email: 'not-an-address' }],
    ['reset with a 10,000-character e-mail', 'users/reset', { email: `${'a'.repeat(10_000)}@acme.test` }],
    ['set password without token', 'users/password', { password: 'long-enough-1' }],
    ['set password with a made-up token', 'users/password', { token: 'x'.repeat(43), password: 'long-enough-1' }],
    [
      'set password with a 10,000-character token',
      'users/password',
      { token: 'x'.repeat(10_000), password: 'long-enough-1' },
    ],
    ['set password with a number as password', 'users/password', { token: 'x'.repeat(43), password: 12345678 }],
  ];
  it.each(cases)('%s: 400 with a message, nothing appended or mailed', async (_case, path, body) => {
    const before = await head();
    const mailsBefore = await outboxCount();
    const response = await post(api(path), body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect(await head()).toBe(before);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it.each(['auth/registration', 'users/reset', 'users/password'])(
    '%s in an unknown workspace is a 404',
    async (path) => {
      const response = await post(api(path, 'nosuch'), {
        user: { email: 'x@acme.test' },
        email: 'x@acme.test',
        token: 'x'.repeat(43),
        password: 'long-enough-1',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Workspace nosuch not found!' });
    },
  );
});
