import { JwtService } from '@nestjs/jwt';
import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn, withToken } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';
import { TERMS_ONLY_FOR_SELF } from './update-user/update-user.controller';
import { json, userWithToken } from './users.testing';

const AUTH_SECRET = 'users-access-test-secret-0123456789abcdef';

describe('users administration: who may call it, and bad input (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: string;
  let plain: { userId: string; token: string };
  let external: { userId: string; token: string };
  let foreign: string;
  const users = (path = '', tenant = 'demo') => `${t.url}/${tenant}/api/users${path}`;
  const head = () => store.headPosition();

  /** Every endpoint of the API, called with a token; each must answer `status` and append nothing. */
  const everyEndpoint = (token: string, tenant = 'demo') => [
    withToken(token, users('', tenant)),
    withToken(token, users('', tenant), { method: 'POST', body: { name: 'X', mail: 'x@acme.test', isAdmin: false } }),
    withToken(token, users(`/${plain.userId}`, tenant), { method: 'PUT', body: { _id: plain.userId, name: 'Y' } }),
    withToken(token, users(`/${plain.userId}`, tenant), { method: 'DELETE' }),
  ];
  const expectAll = async (calls: Promise<Response>[], status: number, message?: string) => {
    const before = await head();
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(status);
      const body = await json(response);
      if (message) expect(body.message).toBe(message);
    }
    expect(await head()).toBe(before);
  };

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000', AUTH_SECRET });
    store = t.app.get(EVENT_STORE);
    const signedIn = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    admin = signedIn.token;
    plain = await userWithToken(t.app, 'demo', { mail: 'plain@acme.test', name: 'Plain' });
    external = await userWithToken(t.app, 'demo', { mail: 'ext@acme.test', name: 'Ext', isExternal: true });
    const acme = await operator(`${t.url}/api/workspaces`, {
      method: 'POST',
      body: { name: 'acme', settings: { label: 'Acme' } },
    });
    expect(acme.status).toBe(201);
    foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
  });
  afterAll(() => t?.close());

  it('refuses ordinary users on every endpoint (403)', async () => {
    await expectAll(everyEndpoint(plain.token), 403, 'Only administrators can do this.');
  });

  it('refuses external users on every endpoint (403)', async () => {
    await expectAll(everyEndpoint(external.token), 403);
  });

  it('refuses a token of another workspace on every endpoint (403)', async () => {
    await expectAll(everyEndpoint(foreign), 403, 'This token belongs to another workspace.');
  });

  it('refuses the demo token on an unknown workspace, and a forged or an expired token (401)', async () => {
    await expectAll(everyEndpoint(admin, 'nowhere'), 403, 'This token belongs to another workspace.');
    await expectAll(everyEndpoint('not-a-token'), 401);
    const jwt = new JwtService({ secret: AUTH_SECRET });
    const claims = jwt.decode<Record<string, unknown>>(admin);
    const expired = jwt.sign({ ...claims, iat: 1_000_000, exp: 1_000_060 });
    await expectAll(everyEndpoint(expired), 401);
    const response = await fetch(users());
    expect(response.status).toBe(401);
  });

  it('lets any signed-in user, external ones too, accept the terms with the server time', async () => {
    for (const who of [plain, external]) {
      const view = await json(withToken(admin, users()));
      const me = view.find((u: { _id: string }) => u._id === who.userId);
      const before = Date.now();
      const response = await withToken(who.token, users(`/${who.userId}`), {
        method: 'PUT',
        body: { ...me, lastAccepted: '1999-01-01T00:00:00.000Z' },
      });
      expect(response.status).toBe(200);
      const answer = await json(response);
      expect(Date.parse(answer.lastAccepted)).toBeGreaterThanOrEqual(before - 1000);
      const events = await store.readStream(`demo.user-${who.userId}`);
      expect(events.at(-1)?.type).toBe('UserTermsAccepted');
    }
  });

  it('refuses accepting the terms for someone else (403)', async () => {
    const other = withToken(plain.token, users(`/${external.userId}`), {
      method: 'PUT',
      body: { _id: external.userId, lastAccepted: 'now' },
    });
    await expectAll([other], 403, TERMS_ONLY_FOR_SELF);
  });

  it('with lastAccepted records only the acceptance: the rest of the object cannot grant a role', async () => {
    const self = { _id: plain.userId, name: 'Plain', mail: 'plain@acme.test', isAdmin: false };
    const before = await head();
    const escalate = await withToken(plain.token, users(`/${plain.userId}`), {
      method: 'PUT',
      body: { ...self, name: 'Self-made', isAdmin: true, permissions: ['Everything'], lastAccepted: 'now' },
    });
    expect(escalate.status).toBe(200);
    expect(await json(escalate)).toMatchObject({ name: 'Plain', isAdmin: false, permissions: [] });
    const written = await store.readAll({ tenant: 'demo', afterPosition: before });
    expect(written.map((event) => event.type)).toEqual(['UserTermsAccepted']);
  });

  it("a stale session object accepting the terms does not undo an administrator's edit", async () => {
    const editor = await userWithToken(t.app, 'demo', { mail: 'stale@acme.test', name: 'Stale Name' });
    const asLoaded = (await json(withToken(admin, users()))).find((u: { _id: string }) => u._id === editor.userId);
    const edited = await withToken(admin, users(`/${editor.userId}`), {
      method: 'PUT',
      body: { _id: editor.userId, name: 'Name Set By Admin', mail: 'fresh@acme.test', isAdmin: true },
    });
    expect(edited.status).toBe(200);

    const accepted = await withToken(editor.token, users(`/${editor.userId}`), {
      method: 'PUT',
      body: { ...asLoaded, lastAccepted: new Date().toISOString() },
    });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({
      name: 'Name Set By Admin',
      mail: 'fresh@acme.test',
      isAdmin: true,
      lastAccepted: expect.any(String),
    });
  });

  const long = 'x'.repeat(10_000);
  it.each([
    ['POST without a body', 'POST', '', undefined, 'mail'],
    ['POST with no mail', 'POST', '', { name: 'A', isAdmin: false }, 'mail'],
    ['POST with isAdmin as a string', 'POST', '', { name: 'A', mail: 'a1@acme.test', isAdmin: 'yes' }, 'isAdmin'],
    ['POST with an unknown type', 'POST', '', { name: 'A', mail: 'a2@acme.test', type: 'google' }, 'type'],
    ['POST with a 10,000-character name', 'POST', '', { name: long, mail: 'a3@acme.test' }, 'name'],
    ['POST with a 10,000-character mail', 'POST', '', { name: 'A', mail: long }, 'mail'],
    ['PUT with a wrong type of name', 'PUT', '/ID', { name: 5 }, 'name'],
    ['PUT with a 10,000-character name', 'PUT', '/ID', { name: long }, 'name'],
    ['PUT with permissions as a string', 'PUT', '/ID', { permissions: 'all' }, 'permissions'],
    ['PUT with a malformed id', 'PUT', '/a.b', { name: 'A' }, 'id'],
    ['DELETE with a malformed id', 'DELETE', '/a.b', undefined, 'id'],
  ])('answers 400 for %s, naming the field, and appends nothing', async (_case, method, path, body, field) => {
    const before = await head();
    const response = await withToken(admin, users(path.replace('ID', plain.userId)), { method, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toContain(field);
    expect(await head()).toBe(before);
  });

  it('answers 404 for an unknown user on PUT and DELETE, appending nothing', async () => {
    await expectAll(
      [
        withToken(admin, users('/no-such-user'), { method: 'PUT', body: { name: 'A' } }),
        withToken(admin, users('/no-such-user'), { method: 'DELETE' }),
      ],
      404,
    );
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(users(), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});
