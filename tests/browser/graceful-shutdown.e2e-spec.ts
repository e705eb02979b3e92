import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addUserByApi, listUsers, signInDemoAdminByApi } from './access-session';
import { OPERATOR_TOKEN, startProduct, workspaceCli, type Product } from './harness';

const WRITES = 40;
/** Request logs (LOG_LEVEL=info) say which requests the server took and whether each was answered in full. */
const LOGGED = { LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000' };

interface RequestLog {
  msg?: string;
  req?: { method?: string; url?: string };
}

function requestLogs(output: string): RequestLog[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLog)
    .filter((log) => log.req !== undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built product stopped with SIGTERM (a deploy, `docker stop`): every request the server took is
 * answered in full, a request it did not take fails to connect, the process ends cleanly with its last
 * log lines written, and after a restart on the same data every acknowledged write is there. No
 * browser needed: this is the server's side of the product.
 */
describe('stopping the product', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-data-'));
  let product: Product | undefined;
  afterEach(async () => {
    await product?.stop();
    product = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers every write it took, loses no acknowledged write, and starts again on the same data', async () => {
    product = await startProduct({ dataDir, env: LOGGED });
    const running = product;
    const admin = await signInDemoAdminByApi(running);
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let answered = 0;
    const writes = Array.from({ length: WRITES }, (_, n) => {
      const mail = `user${n}@shutdown.test`;
      return addUserByApi(running, admin, `User ${n}`, mail).then(
        () => {
          answered++;
          acknowledged.push(mail);
        },
        (error: unknown) => {
          answered++;
          failures.push(String(error));
        },
      );
    });
    while (answered < 3) await sleep(5);
    const ended = await running.stop();
    await Promise.all(writes);

    expect(ended).toEqual({ code: null, signal: 'SIGTERM' }); // the signal is raised again once closed
    expect(running.output()).not.toMatch(/"level":(50|60)/); // nothing logged as error or fatal
    const writesTaken = requestLogs(running.output()).filter(
      (log) => log.req?.method === 'POST' && log.req.url === '/demo/api/users',
    );
    // Every write the server took was answered in full; none was cut off.
    expect(writesTaken.filter((log) => log.msg !== 'request completed')).toEqual([]);
    expect(writesTaken).toHaveLength(acknowledged.length);
    // The others never reached it: they failed to connect, none got an HTTP error.
    expect(failures.filter((failure) => / answered \d{3}:/.test(failure))).toEqual([]);
    expect(acknowledged.length + failures.length).toBe(WRITES);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    expect(running.output()).toContain('storage closed'); // the last line is flushed before the process ends

    product = await startProduct({ dataDir, env: LOGGED });
    const again = await signInDemoAdminByApi(product);
    const listed = new Set((await listUsers(product, again)).map((user) => user.mail));
    expect(acknowledged.filter((mail) => !listed.has(mail))).toEqual([]);
  }, 90_000);

  it('answers a query in flight when SIGTERM arrives once its X-Min-Position is written, by another process', async () => {
    product = await startProduct({ dataDir, env: { ...LOGGED, MIN_POSITION_WAIT_MS: '9000' } });
    const running = product;
    const changed = await fetch(`${running.url}/api/workspaces/demo/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'Before SIGTERM' }),
    });
    const { position } = (await changed.json()) as { position: number };
    // Waits for the next event, which the workspace CLI below writes after the signal.
    const answer = fetch(`${running.url}/api/isTenancy/demo`, { headers: { 'x-min-position': String(position + 1) } });
    await sleep(1000); // the request reaches the server and waits there
    const ended = running.stop();
    workspaceCli(dataDir, ['set', 'demo', '--label', 'After SIGTERM']);

    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-min-position-reached')).toBe('true');
    expect(await response.json()).toMatchObject({ name: 'demo', label: 'After SIGTERM' });
    expect(await ended).toEqual({ code: null, signal: 'SIGTERM' });
    expect(running.output()).toContain('every request in flight was answered');
    expect(running.output()).toContain('storage closed');
  }, 60_000);
});
