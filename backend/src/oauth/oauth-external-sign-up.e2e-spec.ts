// A provider sign-in on a catalog's external link `/{t}/{catalog}/{app}?external` (000 §2.4) registers a stranger as
// the e-mail registration there does: an external user, when that app invites strangers, who then creates their own
// record with it. Real passport strategies against the real oauth2-mock-server; the app on real SQLite files.
import { catalog, items, startRecordsApp, type Json, type RecordsTestApp } from '../records/records-api.testing';
import { operator } from '../testing/test-app';
import { UserStream } from '../users/user.streams';
import { noAccount } from './oauth-account';
import { startMockOAuthProvider, type MockOAuthProvider } from './testing/mock-oauth-provider';
import {
  callbackFromProvider,
  createUser,
  decodeT,
  eventsOf,
  followSignIn,
  isAuth,
  settle,
  startSignIn,
} from './testing/oauth-flow.testing';

let provider: MockOAuthProvider;
let t: RecordsTestApp;

/** The sign-in screen of the external link sends these (social-redirect.ts), with back_url on the Microsoft button. */
const linkStart = (app: string, via = 'microsoft', collection = catalog) =>
  `${t.url}/demo/api/auth/${via}?collection=${collection}&app=${app}&external=1`;

async function setRegistration(isRegistration: boolean) {
  const response = await operator(`${t.url}/api/workspaces/demo/settings`, {
    method: 'PATCH',
    body: { isRegistration },
  });
  expect(response.status).toBe(200);
  await settle(t, ((await response.json()) as { position: number }).position);
}

const usersWithMail = async (mail: string) =>
  ((await t.call('GET', '/users')).body as Json[]).filter((user) => user.mail === mail);

beforeAll(async () => {
  provider = await startMockOAuthProvider();
  t = await startRecordsApp(provider.env());
  t.env.PUBLIC_URL = t.url;
  t.position = (
    await t.save([
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Intake', screens: [], templates: [] },
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Inside', screens: [], templates: [] },
    ])
  ).position;
  const catalogs = (await t.read('/collections', t.position)).body as { _id: string; name: string }[];
  const options = await t.call('PUT', '/collections', {
    collections: [
      {
        _id: catalogs.find((entry) => entry.name === catalog)?._id,
        appOptions: [{ appName: 'Intake', extAccess: true }, { appName: 'Inside' }],
      },
    ],
  });
  expect(options.status).toBe(200);
  t.position = options.body.position;
  // Strangers on an inviting external link register whatever the workspace's own registration says.
  await setRegistration(false);
});

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

describe("provider sign-up on a catalog's external link", () => {
  it('makes an unknown address an external user, back on the link signed in, who creates a record of their own', async () => {
    provider.profile = { id: 'ms-pat', email: 'Pat@Client.test', name: 'Pat Client' };
    const { final } = await followSignIn(`${linkStart('intake')}&back_url=${encodeURIComponent(t.url)}`);
    expect(final.origin + final.pathname).toBe(`${t.url}/demo/${catalog}/intake`);
    expect(final.searchParams.get('external')).toBe('');
    expect(final.searchParams.get('error')).toBeNull();

    const { token } = decodeT(final);
    const check = await isAuth(t, 'demo', token);
    expect(check.body.user).toMatchObject({
      mail: 'pat@client.test',
      isExternal: true,
      isAdmin: false,
      type: 'microsoft',
    });
    const userId = check.body.user!._id;
    const events = await eventsOf(t, UserStream.name('demo', userId));
    expect(events.filter((event) => event.type === 'ExternalIdentityLinked').map((event) => event.data)).toEqual([
      { userId, provider: 'microsoft', subject: 'ms-pat' },
    ]);

    // The same access the e-mail registration grants: a record of their own with the app, nothing else.
    const created = await t.call('POST', items, { nextValues: { Name: 'Pat' } }, token);
    expect(created.status).toBe(201);
    t.position = created.body.position;
    const mine = await t.read(`${items}/${created.body._id}`, t.position, token);
    expect([mine.status, mine.body.extUserID]).toEqual([200, userId]);
    const other = await t.createRecord({ Name: 'Someone else' });
    expect((await t.read(`${items}/${other._id}`, t.position, token)).status).toBe(404);
    expect((await t.call('GET', '/users', undefined, token)).status).toBe(403);
  });

  it('registers through Google there too, as a default-type external user', async () => {
    provider.profile = { id: 'g-sam', email: 'sam@client.test', name: 'Sam Client' };
    const { final } = await followSignIn(linkStart('Intake', 'google'));
    expect(final.pathname).toBe(`/demo/${catalog}/Intake`);
    expect((await isAuth(t, 'demo', decodeT(final).token)).body.user).toMatchObject({
      mail: 'sam@client.test',
      isExternal: true,
      type: 'default',
    });
  });

  it('refuses where the app does not invite strangers, the catalog is unknown or the visit is no catalog link; writes nothing', async () => {
    provider.profile = { id: 'ms-sly', email: 'sly@client.test', name: 'Sly' };
    for (const [start, back] of [
      [linkStart('Inside'), `/demo/${catalog}/Inside`],
      [linkStart('Nothing'), `/demo/${catalog}/Nothing`],
      [linkStart('Intake', 'microsoft', 'Nowhere'), '/demo/Nowhere/Intake'],
      // An external visit without the link's names (the Microsoft button of a record's address).
      [`${t.url}/demo/api/auth/microsoft?external=1`, '/demo/login'],
    ]) {
      const before = await t.store.headPosition();
      const { final } = await followSignIn(start);
      expect(final.pathname).toBe(back);
      expect(final.searchParams.get('external')).toBe('');
      expect(final.searchParams.get('error')).toBe(noAccount('sly@client.test'));
      expect(final.searchParams.get('t')).toBeNull();
      expect(await t.store.headPosition()).toBe(before);
    }
    expect(await usersWithMail('sly@client.test')).toEqual([]);
  });

  it('signs a known address in as itself: the external user again, and a workspace user as a workspace user', async () => {
    provider.profile = { id: 'ms-pat', email: 'pat@client.test', name: 'Pat Client' };
    const again = await followSignIn(linkStart('Intake'));
    expect((await isAuth(t, 'demo', decodeT(again.final).token)).body.user).toMatchObject({ isExternal: true });
    expect(await usersWithMail('pat@client.test')).toHaveLength(1);

    // Known users sign in even on an app that invites nobody: the refusal is about making accounts.
    const staffId = await createUser(t, 'demo', { mail: 'staff@firm.test', type: 'microsoft', name: 'Staff' });
    provider.profile = { id: 'ms-staff', email: 'staff@firm.test', name: 'Staff' };
    const staff = await followSignIn(linkStart('Inside'));
    expect(staff.final.pathname).toBe(`/demo/${catalog}/Inside`);
    expect((await isAuth(t, 'demo', decodeT(staff.final).token)).body.user).toMatchObject({
      _id: staffId,
      isExternal: false,
    });
  });

  it('refuses a state altered to name an inviting app, before any code exchange, writing nothing', async () => {
    provider.profile = { id: 'ms-eve', email: 'eve@client.test', name: 'Eve' };
    const { authorize, cookie } = await startSignIn(linkStart('Inside'));
    const callback = await callbackFromProvider(authorize);
    const [body, signature] = callback.searchParams.get('state')!.split('.');
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    expect(decoded).toMatchObject({ external: true, collection: catalog, app: 'Inside' });
    const forged = Buffer.from(JSON.stringify({ ...decoded, app: 'Intake' })).toString('base64url');
    const tokensSeen = provider.bearerTokens.length;
    const before = await t.store.headPosition();
    callback.searchParams.set('state', `${forged}.${signature}`);
    const response = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in request has expired or was altered.');
    expect(provider.bearerTokens.length).toBe(tokensSeen);
    expect(await t.store.headPosition()).toBe(before);
    expect(await usersWithMail('eve@client.test')).toEqual([]);
  });
});
