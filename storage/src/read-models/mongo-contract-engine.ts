import { spawnSync } from 'node:child_process';
import { mongoDbForTests } from '../testing/external-engines';

/**
 * Jest declares tests synchronously, but `mongoDbForTests()` is async; so the decision to run or
 * skip is taken here with the same rule (MONGODB_URL set, or a Docker engine answers), and the
 * server itself is started in beforeAll.
 */
function mongoSkipReason(): string | null {
  if (process.env.MONGODB_URL) return null;
  const docker = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000, stdio: 'ignore' });
  return docker.status === 0 ? null : 'MONGODB_URL is not set and no Docker engine answers';
}

/**
 * Declares `body` against a real MongoDB, or one visibly skipped test carrying the reason (also
 * printed as a warning), never a silent skip. `url()` is valid inside tests and hooks.
 */
export function describeWithMongo(title: string, body: (url: () => string) => void): void {
  const reason = mongoSkipReason();
  if (reason) {
    console.warn(`${title} skipped: ${reason}`);
    it.skip(`${title} skipped: ${reason}`, () => undefined);
    return;
  }
  describe(title, () => {
    let engine: { url: string; stop: () => Promise<void> } | undefined;
    beforeAll(async () => {
      const found = await mongoDbForTests();
      if ('skipReason' in found) throw new Error(`MongoDB expected but unavailable: ${found.skipReason}`);
      engine = found;
    }, 180_000);
    afterAll(async () => engine?.stop());
    body(() => {
      if (!engine) throw new Error('MongoDB engine not started');
      return engine.url;
    });
  });
}

/** The URL with its database replaced, so every test works in a database of its own. */
export function withDatabase(url: string, dbName: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/i.exec(url);
  if (!match) throw new Error(`Cannot place a database name in ${url}`);
  return `${match[1]}/${dbName}${match[3] ?? ''}`;
}
