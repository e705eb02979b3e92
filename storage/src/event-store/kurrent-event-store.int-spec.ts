import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { kurrentDbForTests, type ExternalEngine } from '../testing/external-engines';
import { KurrentEventStore } from './kurrent-event-store';
import { describeEventStoreContract } from './testing/event-store.contract';

// jest needs to know at collection time whether to skip, so mirror kurrentDbForTests' rule here.
function skipReason(): string | undefined {
  if (process.env.EVENTSTORE_URL) return undefined;
  try {
    execFileSync('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000, stdio: 'ignore' });
    return undefined;
  } catch {
    return 'EVENTSTORE_URL is not set and no Docker engine answers';
  }
}

const reason = skipReason();
let engine: ExternalEngine | undefined;

if (reason) {
  beforeAll(() => console.warn(`KurrentDB contract skipped: ${reason}`));
} else {
  beforeAll(async () => {
    engine = await kurrentDbForTests();
    if ('skipReason' in engine) throw new Error(`KurrentDB expected but unavailable: ${engine.skipReason}`);
  }, 120_000);
  afterAll(async () => {
    if (engine && 'stop' in engine) await engine.stop();
  });
}

describeEventStoreContract(
  'KurrentEventStore',
  async () => KurrentEventStore.connect((engine as { url: string }).url),
  reason,
  "KurrentDB stamps events with the leader's clock; kurrent-event-store.spec.ts serves such events through a connection double",
);

describe('KurrentEventStore.connect', () => {
  it('fails within seconds, naming EVENTSTORE_URL, when nothing answers', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const started = Date.now();
    await expect(KurrentEventStore.connect(`kurrentdb://127.0.0.1:${port}?tls=false`)).rejects.toThrow(
      /EVENTSTORE_URL/,
    );
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it('refuses a malformed connection string, naming EVENTSTORE_URL', async () => {
    await expect(KurrentEventStore.connect('not a url')).rejects.toThrow(/EVENTSTORE_URL/);
  });
});
