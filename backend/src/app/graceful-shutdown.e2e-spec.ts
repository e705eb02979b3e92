import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { EVENT_STORE } from '../shared/storage/tokens';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ChangeWorkspaceSettingsCommand } from '../tenancy/change-workspace-settings/change-workspace-settings.command';
import { HttpDrain } from './http-drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(10);
  }
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

/**
 * `app.close()` is what SIGTERM runs (stop-on-signals.ts). The process-level test, with the built
 * product and a real signal, is tests/browser/graceful-shutdown.e2e-spec.ts.
 */
describe('closing the application while requests are in flight', () => {
  let t: TestApp | undefined;
  afterEach(() => {
    if (t) rmSync(t.dataDir, { recursive: true, force: true });
    t = undefined;
  });

  it('answers a query waiting for X-Min-Position in full once the position is written, and takes no new connection', async () => {
    t = await startTestApp({ MIN_POSITION_WAIT_MS: '20000' });
    const { app, url } = t;
    // The settings change below is one event: the next position.
    const next = (await app.get<EventStore>(EVENT_STORE).headPosition()) + 1;
    const answer = fetch(`${url}/api/isTenancy/demo`, { headers: { 'x-min-position': String(next) } });
    const drain = app.get(HttpDrain);
    await until(() => drain.requestsInFlight === 1, 'the query is in flight');

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await until(() => refused(`${url}/api/health`), 'the server refuses new connections');
    const written = await app
      .get(CommandBus)
      .execute(new ChangeWorkspaceSettingsCommand('demo', { label: 'Renamed late' }, { actorId: null }));
    expect(written.position).toBe(next);

    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-min-position-reached')).toBe('true');
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ name: 'demo', label: 'Renamed late' });
    await closing;
    expect(closed).toBe(true);
  });

  it('closes idle keep-alive connections at once instead of waiting for them', async () => {
    t = await startTestApp();
    const agent = new Agent({ keepAlive: true });
    const port = Number(new URL(t.url).port);
    await new Promise<void>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      }).on('error', reject),
    );
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
    const started = Date.now();
    await t.app.close();
    // The server's keep-alive timeout is 5 s: an idle connection left open would hold the close that long.
    expect(Date.now() - started).toBeLessThan(4000);
    agent.destroy();
  });

  it('cuts off a request still running after SHUTDOWN_GRACE_MS', async () => {
    t = await startTestApp({ MIN_POSITION_WAIT_MS: '20000', SHUTDOWN_GRACE_MS: '300' });
    const { app, url } = t;
    const answer = fetch(`${url}/api/isTenancy/demo?minPosition=999999999`).then(
      (response) => `answered ${response.status}`,
      () => 'cut off',
    );
    const drain = app.get(HttpDrain);
    await until(() => drain.requestsInFlight === 1, 'the query is in flight');
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await answer).toBe('cut off');
  });
});
