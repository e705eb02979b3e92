import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addUserByApi, listUsers, signInDemoAdminByApi } from './access-session';
import { startProduct, type Product } from './harness';

const WRITES = 40;

/**
 * The built product stopped with SIGTERM (a deploy, `docker stop`) while users are being added: no
 * request gets a 500, the process ends cleanly, and after a restart on the same data every addition
 * that was acknowledged is there. No browser needed: this is the server's side of the product.
 */
describe('stopping the product while it is writing', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-data-'));
  let product: Product | undefined;
  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes or refuses each request, loses no acknowledged write, and starts again on the same data', async () => {
    product = await startProduct({ dataDir, env: { AUTH_RATE_LIMIT: '1000' } });
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
    while (answered < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const ended = await running.stop();
    await Promise.all(writes);

    expect(ended).toEqual({ code: null, signal: 'SIGTERM' }); // Nest re-raises the signal once closed
    expect(running.output()).not.toMatch(/"level":(50|60)/); // nothing logged as error or fatal
    // A request the stopping server did not take fails to connect; none is answered with a 5xx.
    expect(failures.filter((failure) => / answered 5\d\d:/.test(failure))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);

    product = await startProduct({ dataDir, env: { AUTH_RATE_LIMIT: '1000' } });
    const again = await signInDemoAdminByApi(product);
    const listed = new Set((await listUsers(product, again)).map((user) => user.mail));
    expect(acknowledged.filter((mail) => !listed.has(mail))).toEqual([]);
  }, 90_000);
});
