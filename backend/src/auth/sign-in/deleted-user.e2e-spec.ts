import type { ProjectionRunner } from '@app/projections';
import type { EventStore } from '@app/storage';
import { join } from 'node:path';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../shared/storage/tokens';
import { readOutbox } from '../../shared/mail';
import { DEMO_ADMIN, lastPasswordLinkToken, signIn, withToken, postJson } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { WorkspaceProvisioning } from '../../provisioning/provision-workspace';
import { BAD_CREDENTIALS, LINK_INVALID, RESET_SENT } from '../auth-messages';

const post = postJson;

describe('a deleted user and a deactivated workspace (HTTP)', () => {
  let t: TestApp;
  let store: EventStore;
  const api = (path: string) => `${t.url}/demo/api/${path}`;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(() => t?.close());

  it('loses their sessions, cannot sign in, gets no reset mail and cannot use an earlier link', async () => {
    const admin = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const created = await withToken(admin.token, api('users'), {
      method: 'POST',
      body: { name: 'Grace Hopper', mail: 'grace@acme.test', isAdmin: false, pass: '', type: 'default' },
    });
    expect(created.status).toBe(201);
    const { _id: userId } = (await created.json()) as { _id: string };
    await post(api('users/reset'), { email: 'grace@acme.test' });
    const firstLink = await lastPasswordLinkToken(t.dataDir, 'grace@acme.test');
    expect((await post(api('users/password'), { token: firstLink, password: 'compiler-1952' })).status).toBe(200);
    const grace = await signIn(t.url, 'demo', 'grace@acme.test', 'compiler-1952');
    await post(api('users/reset'), { email: 'grace@acme.test' });
    const unusedLink = await lastPasswordLinkToken(t.dataDir, 'grace@acme.test');

    const deleted = await withToken(admin.token, api(`users/${userId}`), { method: 'DELETE' });
    expect(deleted.status).toBe(200);

    expect(await post(api('isAuth/'), { token: grace.token }).then((r) => r.json())).toEqual({ isAuth: false });
    const signOut = await withToken(grace.token, api('auth/signout'), { method: 'POST', body: {} });
    expect(signOut.status).toBe(401);
    expect((await post(api('auth/refresh'), { refreshToken: grace.refreshToken })).status).toBe(401);
    await expect(signIn(t.url, 'demo', 'grace@acme.test', 'compiler-1952')).rejects.toThrow(BAD_CREDENTIALS);

    const mailsBefore = (await readOutbox(join(t.dataDir, 'outbox'))).length;
    expect(await post(api('users/reset'), { email: 'grace@acme.test' }).then((r) => r.json())).toEqual({
      message: RESET_SENT,
    });
    expect((await readOutbox(join(t.dataDir, 'outbox'))).length).toBe(mailsBefore);
    const before = await store.headPosition();
    const late = await post(api('users/password'), { token: unusedLink, password: 'compiler-1953' });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: LINK_INVALID });
    expect(await store.headPosition()).toBe(before);
  });

  it('a deactivated workspace refuses its tokens (403) and its sign-in', async () => {
    const provisioned = await t.app.get(WorkspaceProvisioning).provision({
      name: 'closing',
      settings: { label: 'Closing' },
      admin: { mail: 'owner@closing.test', name: 'Owner', password: 'closing-owner-1' },
    });
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(provisioned.position, 5000);
    const owner = await signIn(t.url, 'closing', 'owner@closing.test', 'closing-owner-1');
    const deactivated = await operator(`${t.url}/api/workspaces/closing/deactivate`, { method: 'POST', body: {} });
    expect(deactivated.status).toBe(200);
    const { position } = (await deactivated.json()) as { position: number };
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000);

    const refused = await withToken(owner.token, `${t.url}/closing/api/auth/signout`, { method: 'POST', body: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Your workspace has been deactivated.' });
    await expect(signIn(t.url, 'closing', 'owner@closing.test', 'closing-owner-1')).rejects.toThrow(
      'Your workspace has been deactivated.',
    );
  });
});
