/**
 * Append throughput of the SQLite event store on this machine.
 *   npx tsx --tsconfig tsconfig.dev.json storage/src/event-store/sqlite-event-store.bench.ts [NORMAL|FULL]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetadata, type NewEvent } from '@app/event-schemas';
import { SqliteEventStore } from './sqlite-event-store';

const synchronous = process.argv[2] === 'FULL' ? 'FULL' : 'NORMAL';
const folder = mkdtempSync(join(tmpdir(), 'event-store-bench-'));
const store = SqliteEventStore.open(join(folder, 'events.sqlite'), { synchronous });
const metadata = createMetadata({ tenant: 'acme', userId: 'u1' });
const event = (n: number): NewEvent => ({
  type: 'RecordFieldChanged',
  data: { recordId: `r${n % 100}`, field: 'title', value: `Value ${n}` },
  metadata,
});

async function measure(label: string, events: number, run: () => Promise<void>): Promise<void> {
  const started = process.hrtime.bigint();
  await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${label}: ${events} events in ${seconds.toFixed(2)} s = ${Math.round(events / seconds)} events/s`);
}

async function main(): Promise<void> {
  const singles = 20_000;
  const revisions = new Map<string, number>();
  await measure(`single-event appends with expected revision (synchronous=${synchronous})`, singles, async () => {
    for (let n = 0; n < singles; n++) {
      const stream = `acme.record-${n % 100}`;
      const revision = revisions.get(stream) ?? -1;
      revisions.set(stream, (await store.append(stream, [event(n)], revision)).revision);
    }
  });
  const batches = 1000;
  await measure(`batches of 100 events (synchronous=${synchronous})`, batches * 100, async () => {
    for (let b = 0; b < batches; b++) {
      await store.append(
        `acme.import-${b}`,
        Array.from({ length: 100 }, (_, n) => event(n)),
        'no_stream',
      );
    }
  });
  await measure(
    'readAll of everything for one tenant',
    await store.headPosition(),
    async () => void (await store.readAll({ tenant: 'acme' })),
  );
  await store.close();
  rmSync(folder, { recursive: true, force: true });
}

void main();
