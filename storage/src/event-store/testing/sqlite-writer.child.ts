/**
 * A second process writing to the same SQLite event store, driven by the process tests.
 *   loop   FILE STREAM           append one event at a time forever, printing "ack <revision>" after each
 *   race   FILE STREAM N         on "go" (stdin), N appends at once expecting revision 0; prints "won <n> lost <n>"
 *   counter FILE STREAM N        on "go", N times: read the last revision, append expecting it; prints "won <n> lost <n>"
 */
import { createMetadata } from '@app/event-schemas';
import { ConcurrencyConflictError } from '../event-store.port';
import { SqliteEventStore } from '../sqlite-event-store';

const [mode, file, stream, countText] = process.argv.slice(2);
const store = SqliteEventStore.open(file);
const event = (data: Record<string, unknown>) => ({
  type: 'ThingHappened',
  data: { pid: process.pid, ...data },
  metadata: createMetadata({ tenant: 'acme', userId: null }),
});

async function loop(): Promise<void> {
  for (let revision = 0; ; revision++) {
    const result = await store.append(stream, [event({ revision })], revision === 0 ? 'no_stream' : revision - 1);
    process.stdout.write(`ack ${result.revision}\n`);
    // Let the event loop run, so a closed stdin (parent gone) is noticed.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function tally(attempts: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(attempts);
  const lost = results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyConflictError).length;
  const failed = results.filter((r) => r.status === 'rejected' && !(r.reason instanceof ConcurrencyConflictError));
  if (failed.length) throw (failed[0] as PromiseRejectedResult).reason;
  process.stdout.write(`won ${results.length - lost} lost ${lost}\n`);
}

async function counter(times: number): Promise<void> {
  const attempts: Promise<unknown>[] = [];
  for (let n = 0; n < times; n++) {
    const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    attempts.push(
      store.append(stream, [event({ n })], last ? last.revision : 'no_stream').catch((error) => Promise.reject(error)),
    );
    await attempts[attempts.length - 1].catch(() => undefined);
  }
  await tally(attempts);
}

async function main(): Promise<void> {
  // If the test runner dies, stdin closes: never keep writing as an orphan.
  process.stdin.on('end', () => process.exit(2));
  process.stdin.resume();
  if (mode === 'loop') return loop();
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
  const count = Number(countText);
  if (mode === 'race') await tally(Array.from({ length: count }, (_, n) => store.append(stream, [event({ n })], 0)));
  else if (mode === 'counter') await counter(count);
  else throw new Error(`unknown mode ${mode}`);
  await store.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
