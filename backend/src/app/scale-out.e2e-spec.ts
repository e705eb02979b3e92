import { startServer, type StartedServer } from './start-server';
import { appConfigFromEnv, type Env } from '../shared/config/app-config';
import { DEMO_ADMIN, signIn, withToken } from '../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../testing/test-app';

interface Health {
  projections: { name: string; version: number; position: number; lag: number; parked: number }[];
}

/**
 * docs/deploy.md "Several application instances": one instance runs the projections, another
 * (RUN_PROJECTIONS=false) serves requests on the same storage, here one SQLite data folder. Each has
 * its own event store and read-model connections, as two processes would, so nothing is shared in
 * memory: the second instance learns of projected positions only from the checkpoints.
 */
describe('two instances on one data folder, one of them without projections', () => {
  let projecting: TestApp;
  let serving: StartedServer;
  let servingUrl: string;

  beforeAll(async () => {
    projecting = await startTestApp();
    const env: Env = { ...projecting.env, RUN_PROJECTIONS: 'false', MIN_POSITION_WAIT_MS: '3000' };
    serving = await startServer(appConfigFromEnv(env), env, { port: 0, host: '127.0.0.1' });
    servingUrl = `http://127.0.0.1:${serving.port}`;
  });
  afterAll(async () => {
    await serving?.app.close();
    await projecting?.close();
  });

  const label = async (url: string, position: number) => {
    const response = await fetch(`${url}/api/isTenancy/demo`, { headers: { 'x-min-position': String(position) } });
    return {
      reached: response.headers.get('x-min-position-reached'),
      label: ((await response.json()) as { label: string }).label,
    };
  };
  const rename = async (url: string, to: string) => {
    const response = await operator(`${url}/api/workspaces/demo/settings`, { method: 'PATCH', body: { label: to } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { position: number }).position;
  };

  it('a write through the instance without projections is visible through it with X-Min-Position', async () => {
    const position = await rename(servingUrl, 'Written where nothing projects');
    expect(await label(servingUrl, position)).toEqual({ reached: 'true', label: 'Written where nothing projects' });
    expect(await label(projecting.url, position)).toEqual({ reached: 'true', label: 'Written where nothing projects' });
  });

  it('a write through the projecting instance is visible through the other with X-Min-Position', async () => {
    const position = await rename(projecting.url, 'Written where projections run');
    expect(await label(servingUrl, position)).toEqual({ reached: 'true', label: 'Written where projections run' });
  });

  it('answers a command that reads its own write (a new user) and lists it; reports the projections it follows', async () => {
    const admin = await signIn(servingUrl, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const user = { name: 'Scaled Out', mail: 'scaled@demo.test', isAdmin: false, pass: '', type: 'default' };
    const created = await withToken(admin.token, `${servingUrl}/demo/api/users`, { method: 'POST', body: user });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Scaled Out', mail: 'scaled@demo.test' });
    const listed = (await (await withToken(admin.token, `${servingUrl}/demo/api/users`)).json()) as unknown as {
      mail: string;
    }[];
    expect(listed.map((u) => u.mail)).toContain('scaled@demo.test');

    const health = (await (await fetch(`${servingUrl}/api/health`)).json()) as Health;
    const projected = (await (await fetch(`${projecting.url}/api/health`)).json()) as Health;
    expect(health.projections.map(({ name, version }) => ({ name, version }))).toEqual(
      projected.projections.map(({ name, version }) => ({ name, version })),
    );
    for (const projection of health.projections) expect(projection.position).toBeGreaterThan(0);
  });

  it('does not project by itself: without the projecting instance its writes are not shown', async () => {
    await projecting.app.close();
    const position = await rename(servingUrl, 'Nobody projects this');
    expect(await label(servingUrl, position)).toEqual({ reached: 'false', label: 'Written where projections run' });
  });
});
