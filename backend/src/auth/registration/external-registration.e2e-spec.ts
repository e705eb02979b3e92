// Registering through a catalog's external link (000 §2.4, §2.5; INTERVIEW.md §9): the person becomes an external
// user, who then creates their own record with the app; an app not open to external users registers nobody.
import { catalog, items, startRecordsApp, type RecordsTestApp } from '../../records/records-api.testing';
import { lastPasswordLinkToken, postJson } from '../../testing/auth-testing';
import { EXTERNAL_NEEDS_APP } from './registration.controller';
import { EXTERNAL_REGISTRATION_CLOSED } from './external-registration';

describe('registration through a catalog external link', () => {
  let t: RecordsTestApp;
  const register = (body: unknown) => postJson(`${t.url}/demo/api/auth/registration`, body);

  beforeAll(async () => {
    t = await startRecordsApp();
    const saved = await t.save([
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Intake', screens: [], templates: [] },
      { action: 'add', kind: 'app', parent: t.modelId, name: 'Inside', screens: [], templates: [] },
    ]);
    t.position = saved.position;
    const catalogs = (await t.read('/collections', t.position)).body as { _id: string; name: string }[];
    const catalogId = catalogs.find((entry) => entry.name === catalog)?._id;
    const options = await t.call('PUT', '/collections', {
      collections: [{ _id: catalogId, appOptions: [{ appName: 'Intake', extAccess: true }, { appName: 'Inside' }] }],
    });
    expect(options.status).toBe(200);
  });
  afterAll(() => t?.close());

  it('makes an external user, who confirms, signs in and creates a record of their own with the app', async () => {
    const backLink = `/demo/${catalog}/intake?external`;
    const registered = await register({
      user: { email: 'pat@client.test', name: 'Pat Client', backLink },
      external: true,
      collection: catalog.toLowerCase(),
      app: 'intake',
    });
    expect(registered.status).toBe(200);
    const token = await lastPasswordLinkToken(t.dataDir, 'pat@client.test');
    const set = await postJson(`${t.url}/demo/api/users/password`, { token, password: 'client-pass-1' });
    expect(set.status).toBe(200);
    const session = await set.json();
    expect(session.user).toMatchObject({ mail: 'pat@client.test', isExternal: true, isAdmin: false });

    const created = await t.call('POST', items, { nextValues: { Name: 'Pat' } }, session.token as string);
    expect(created.status).toBe(201);
    t.position = created.body.position;
    // The record is theirs, and nothing else in the catalog is.
    expect((await t.read(`${items}/${created.body._id}`, t.position, session.token as string)).status).toBe(200);
    const other = await t.createRecord({ Name: 'Someone else' });
    expect((await t.read(`${items}/${other._id}`, t.position, session.token as string)).status).toBe(404);
  });

  it('refuses (403) an app without External access, and a missing catalog, and writes nothing', async () => {
    for (const [collection, app] of [
      [catalog, 'Inside'],
      [catalog, 'Nothing'],
      ['Nowhere', 'Intake'],
    ]) {
      const before = await t.store.headPosition();
      const refused = await register({
        user: { email: 'sly@client.test', name: 'Sly' },
        external: true,
        collection,
        app,
      });
      expect([refused.status, (await refused.json()).message]).toEqual([403, EXTERNAL_REGISTRATION_CLOSED]);
      expect(await t.store.headPosition()).toBe(before);
    }
  });

  it('tells the sign-in screen whether the link invites registrations, and nothing more, without a session', async () => {
    const invites = async (query: string) => {
      const answer = await fetch(`${t.url}/demo/api/auth/registration/external-invite?${query}`);
      return [answer.status, await answer.json()];
    };
    expect(await invites(`collection=${catalog.toLowerCase()}&app=intake`)).toEqual([200, { invites: true }]);
    // No External access, no such app, no such catalog: the same answer, so the screen learns nothing else.
    expect(await invites(`collection=${catalog}&app=Inside`)).toEqual([200, { invites: false }]);
    expect(await invites(`collection=${catalog}&app=Nothing`)).toEqual([200, { invites: false }]);
    expect(await invites('collection=Nowhere&app=Intake')).toEqual([200, { invites: false }]);
    expect((await invites('collection=Nowhere'))[0]).toBe(400);
    expect((await invites(`collection=${catalog}&app=Intake&extra=1`))[0]).toBe(400);
    expect((await invites(`collection=${'x'.repeat(201)}&app=Intake`))[0]).toBe(400);
    const elsewhere = await fetch(`${t.url}/nosuchworkspace/api/auth/registration/external-invite?collection=a&app=b`);
    expect(elsewhere.status).toBe(404);
  });

  it('an external registration must name its catalog and app (400); without external the user is internal', async () => {
    const bad = await register({ user: { email: 'kim@client.test', name: 'Kim' }, external: true, app: 'Intake' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(EXTERNAL_NEEDS_APP);

    expect((await register({ user: { email: 'ivy@firm.test', name: 'Ivy' } })).status).toBe(200);
    const token = await lastPasswordLinkToken(t.dataDir, 'ivy@firm.test');
    const set = await postJson(`${t.url}/demo/api/users/password`, { token, password: 'inside-pass-1' });
    expect((await set.json()).user).toMatchObject({ mail: 'ivy@firm.test', isExternal: false });
  });
});
