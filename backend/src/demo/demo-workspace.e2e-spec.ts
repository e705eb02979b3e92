import type { EventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app/create-app';
import { startServer, type StartedServer } from '../app/start-server';
import { appConfigFromEnv, type Env } from '../shared/config/app-config';
import { EVENT_STORE } from '../shared/storage/tokens';
import { WorkspaceStream } from '../tenancy/workspace.streams';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { demoBanner, ensureDemoWorkspace } from './demo-workspace';

/** What `npm start` does on a first start and on later ones (main.ts runs startServer, then prints demoBanner). */
describe('the demo workspace of a first start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'docauto-demo-'));
  const base: Env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FRONTEND_DIR: join(dataDir, 'no-frontend'),
    DEMO_WORKSPACE: 'trial',
    DEMO_ADMIN_EMAIL: 'Owner@Trial.test',
    DEMO_ADMIN_PASSWORD: 'first-start-pw',
  };
  let server: StartedServer | undefined;
  const start = async (env: Env) => {
    server = await startServer(appConfigFromEnv(env), env, { port: 0, host: '127.0.0.1' });
    return { ...server, url: `http://127.0.0.1:${server.port}`, banner: demoBanner(server.port, server.demo) };
  };
  const count = async (type: string) =>
    (await server!.app.get<EventStore>(EVENT_STORE).readAll({ types: [type] })).filter(
      (event) => event.stream === WorkspaceStream.name('trial', 'trial') || event.stream.startsWith('trial.'),
    ).length;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the workspace named by DEMO_WORKSPACE with an administrator who can sign in, and says how', async () => {
    const first = await start(base);
    expect(first.demo).toMatchObject({ name: 'trial', createdNow: true, adminEmail: 'owner@trial.test' });
    expect(first.banner).toContain(`Demo workspace (created now): http://localhost:${first.port}/trial/`);
    expect(first.banner).toContain('administrator e-mail: owner@trial.test');
    expect(first.banner).toContain('password:             first-start-pw');

    const tenancy = await fetch(`${first.url}/api/isTenancy/trial`);
    expect(await tenancy.json()).toMatchObject({ name: 'trial', isActive: true, settings: { isRegistration: true } });
    const session = await signIn(first.url, 'trial', 'owner@trial.test', 'first-start-pw');
    expect(session.user).toMatchObject({ mail: 'owner@trial.test', isAdmin: true });
    // A sample model to open in the designer, saved as an author would: created, then its members (version 2).
    const headers = { authorization: `Bearer ${session.token}`, 'x-min-position': String(first.demo.position) };
    const models = (await (await fetch(`${first.url}/trial/api/v2/types`, { headers })).json()) as { _id: string }[];
    expect(models).toEqual([expect.objectContaining({ name: 'Client', kind: 'model', version: 2 })]);
    const client = (await (
      await fetch(`${first.url}/trial/api/v2/types/model/${models[0]._id}`, { headers })
    ).json()) as {
      properties: { name: string }[];
      templates: { name: string; type: string; variables?: string[] }[];
      layouts: { name: string; rows: { content: string }[][] }[];
      apps: { name: string; templates: string[] }[];
    };
    expect(client.properties.map((p: { name: string }) => p.name)).toEqual(['FirstName', 'LastName', 'BirthDate']);
    expect(client.templates.map((t) => [t.name, t.type])).toEqual([
      ['Welcome', 'text'],
      ['Engagement_letter', 'docx'],
    ]);
    // The Word template is a real file: listed with the names its fields use, and downloadable as a Word package.
    expect(client.templates[1].variables).toEqual(['BirthDate', 'FullName']);
    const letter = await fetch(`${first.url}/trial/api/template/${models[0]._id}/Engagement_letter`, { headers });
    expect(letter.status).toBe(200);
    expect(
      Buffer.from(await letter.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(client.layouts.map((l) => l.rows.map((row) => row.map((cell) => cell.content)))).toEqual([
      [['Tell us who the client is.'], ['FirstName', 'LastName'], ['BirthDate']],
    ]);
    expect(client.apps).toEqual([expect.objectContaining({ name: 'Welcome_pack' })]);
    // A catalog of the sample model, open to everyone, with a few clients in it: the workspace root opens it.
    const catalogs = (await (await fetch(`${first.url}/trial/api/collections`, { headers })).json()) as {
      name: string;
      isEveryone: boolean;
      type: { name: string };
    }[];
    expect(catalogs).toEqual([
      expect.objectContaining({ name: 'Clients', isEveryone: true, type: expect.objectContaining({ name: 'Client' }) }),
    ]);
    const items = (await (await fetch(`${first.url}/trial/api/collections/Clients/items`, { headers })).json()) as {
      name: string;
    }[];
    expect(items.map((item) => item.name).sort()).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Edsger Dijkstra',
      'Grace Hopper',
      'Katherine Johnson',
    ]);
    // The overrides replace the defaults: no workspace "demo" was made.
    expect((await fetch(`${first.url}/api/isTenancy/${DEMO_ADMIN.tenant}`)).status).toBe(404);
  });

  it('reuses the data on the next start: nothing created again, the password still shown as it still works', async () => {
    const again = await start(base);
    expect(again.demo).toMatchObject({ createdNow: false, position: 0, adminPassword: 'first-start-pw' });
    expect(again.banner).not.toContain('created now');
    expect(again.banner).toContain('password:             first-start-pw');
    expect(await count('WorkspaceCreated')).toBe(1);
    expect(await count('UserCreated')).toBe(1);
    expect(await count('UserPasswordSet')).toBe(1);
  });

  it('does not set a changed DEMO_ADMIN_PASSWORD on existing data, and does not print it', async () => {
    const changed = await start({ ...base, DEMO_ADMIN_PASSWORD: 'changed-later-pw' });
    expect(changed.demo).toMatchObject({ createdNow: false, adminPassword: undefined });
    expect(changed.banner).not.toContain('changed-later-pw');
    expect(changed.banner).toContain('(changed since DEMO_ADMIN_PASSWORD or the default was set; not shown)');
    expect(await count('UserPasswordSet')).toBe(1);
    await expect(signIn(changed.url, 'trial', 'owner@trial.test', 'changed-later-pw')).rejects.toThrow('401');
    await expect(signIn(changed.url, 'trial', 'owner@trial.test', 'first-start-pw')).resolves.toBeTruthy();
  });

  it('creates it once when several instances start at the same moment on new storage', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'docauto-demo-race-'));
    const env = { ...base, DATA_DIR: fresh };
    const app = await createApp(appConfigFromEnv(env), env);
    try {
      const both = await Promise.all([1, 2].map(() => ensureDemoWorkspace(app, appConfigFromEnv(env))));
      expect(both.map((demo) => demo.createdNow).sort()).toEqual([false, true]);
      const created = await app.get<EventStore>(EVENT_STORE).readAll({ types: ['WorkspaceCreated'] });
      expect(created.map((event) => event.stream)).toEqual([WorkspaceStream.name('trial', 'trial')]);
    } finally {
      await app.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
