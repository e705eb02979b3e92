/**
 * Storage benchmark: `npm run bench:store`. Embedded adapters on SQLite files in a temp folder, read
 * and written through ValidatingEventStore as the backend does (payload and metadata checked on
 * append, upcast on read). Progress goes to stderr; the last five lines of stdout are the figures:
 *
 *   append_single_per_s   one event per append
 *   append_batch_per_s    appends of 100 events
 *   rebuild_per_s         building the counters read model (one document per stream, written) from
 *                         1,000,000 events: the first build by start() on empty read models, which
 *                         replays every event exactly as a rebuild into a new version does
 *   visible_p99_ms        append -> waitFor -> the document read, at a steady 500 appends/s
 *   sqlite_ceiling_ratio  rebuild_per_s / a raw scan of the same rows in the same run (the columns the
 *                         store reads, as arrays, data and metadata JSON-parsed): what is left for the
 *                         runner once reading is paid for
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { NewEvent } from '@app/event-schemas';
import { SqliteEventStore, SqliteReadModelStore, ValidatingEventStore, type EventStore } from '@app/storage';
import { ProjectionRunner } from '../src/projection-runner';
import { counterRegistry } from '../src/testing/counter-events';
import { increment, streamCountersProjector } from '../src/testing/stream-counters.projector';
import { log, now, percentile, round, seconds, tempDir } from './bench-timing';

const STREAMS = 10_000;
const REBUILD_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SEED_BATCH = 10;
const quiet = {
  info: () => undefined,
  warn: (m: string) => log(`warn: ${m}`),
  error: (m: string) => log(`error: ${m}`),
};

const stream = (i: number) => `acme.thing-${i % STREAMS}`;
// A deterministic spread of streams, so consecutive appends rarely hit the same document.
const scatter = (i: number) => (i * 7919) % STREAMS;

async function appendSingle(store: EventStore, count: number): Promise<number> {
  const start = now();
  for (let i = 0; i < count; i++) await store.append(stream(scatter(i)), [increment(1)], 'any');
  return count / seconds(start);
}

async function appendBatches(store: EventStore, events: number, batchSize: number, offset = 0): Promise<number> {
  const batch: NewEvent[] = Array.from({ length: batchSize }, (_, i) => increment(i % 5));
  const start = now();
  for (let i = 0; i < events / batchSize; i++) await store.append(stream(scatter(offset + i)), batch, 'any');
  return events / seconds(start);
}

/** The ceiling: the same rows read straight from the file, with what the runner cannot skip (JSON.parse). */
function rawScan(file: string): number {
  const db = new Database(file, { readonly: true });
  const start = now();
  let n = 0;
  const rows = db
    .prepare(
      'SELECT position, stream, revision, id, type, version, data, metadata, recorded_at FROM events ORDER BY position',
    )
    .raw()
    .iterate() as Iterable<unknown[]>;
  for (const row of rows) {
    JSON.parse(row[6] as string);
    JSON.parse(row[7] as string);
    n++;
  }
  db.close();
  return n / seconds(start);
}

async function rebuild(eventStore: EventStore, readModelsFile: string, events: number) {
  const readModels = await SqliteReadModelStore.open(readModelsFile);
  const runner = new ProjectionRunner({
    eventStore,
    readModels,
    projectors: [streamCountersProjector()],
    logger: quiet,
    ...(process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {}),
  });
  const start = now();
  await runner.start(); // fresh read models: start() replays everything before it resolves
  const rate = events / seconds(start);
  // The figure counts only if the documents are really there: every event counted in its stream's document.
  const docs = await runner.reader('counters').find('streams');
  const counted = docs.reduce((sum, doc) => sum + (doc.events as number), 0);
  if (counted !== events)
    throw new Error(`rebuild wrote ${docs.length} documents counting ${counted} of ${events} events`);
  return { runner, readModels, rate };
}

/** Appends at a steady rate; each append's latency runs until a query sees the new document. */
async function visibleLatency(
  eventStore: EventStore,
  runner: ProjectionRunner,
  perSecond: number,
  durationS: number,
): Promise<number[]> {
  const reader = runner.reader('counters');
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const total = perSecond * durationS;
  const startMs = performance.now();
  for (let i = 0; i < total; i++) {
    const due = startMs + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    const id = stream(scatter(i));
    const measured = eventStore.append(id, [increment(1)], 'any').then(async ({ position }) => {
      await runner.waitFor(position, 5000);
      const doc = await reader.get('streams', id);
      if (!doc || (doc.lastPosition as number) < position)
        throw new Error(`document ${id} not at ${position} after waitFor`);
      latencies.push(performance.now() - t0);
    });
    pending.push(measured);
  }
  await Promise.all(pending);
  return latencies;
}

async function main(): Promise<void> {
  const temp = tempDir();
  try {
    // Figures from a shared machine mean little without its load.
    log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const eventsFile = join(temp.dir, 'events.db');
    const sqlite = SqliteEventStore.open(eventsFile);
    const eventStore = new ValidatingEventStore(sqlite, counterRegistry());

    log('append: one event per append...');
    const appendSingleRate = await appendSingle(eventStore, Number(process.env.BENCH_SINGLE ?? 20_000));
    log(`  ${round(appendSingleRate)} events/s`);
    log('append: batches of 100...');
    const appendBatchRate = await appendBatches(eventStore, 200_000, 100);
    log(`  ${round(appendBatchRate)} events/s`);

    const seeded = await eventStore.headPosition();
    const rest = Math.max(0, REBUILD_EVENTS - seeded);
    log(`seeding ${rest} more events in appends of ${SEED_BATCH} (${STREAMS} streams)...`);
    // Seeding is not measured: it goes straight to the SQLite store.
    const seedRate = await appendBatches(sqlite, rest - (rest % SEED_BATCH), SEED_BATCH, 1_000_000);
    const head = await eventStore.headPosition();
    log(`  ${round(seedRate)} events/s, head ${head}`);

    log('raw SQLite scan...');
    const rawRate = rawScan(eventsFile);
    log(`  ${round(rawRate)} rows/s`);

    log(`rebuild from ${head} events...`);
    const { runner, readModels, rate: rebuildRate } = await rebuild(eventStore, join(temp.dir, 'read-models.db'), head);
    log(`  ${round(rebuildRate)} events/s`);

    const visibleSeconds = Number(process.env.BENCH_VISIBLE_S ?? 10);
    log(`visibility at 500 appends/s for ${visibleSeconds} s...`);
    const latencies = await visibleLatency(eventStore, runner, 500, visibleSeconds);
    log(
      `  p50 ${round(percentile(latencies, 50), 2)} ms, p99 ${round(percentile(latencies, 99), 2)} ms, max ${round(Math.max(...latencies), 2)} ms`,
    );

    await runner.stop();
    await readModels.close();
    await eventStore.close();
    log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    console.log(`append_single_per_s: ${round(appendSingleRate)}`);
    console.log(`append_batch_per_s: ${round(appendBatchRate)}`);
    console.log(`rebuild_per_s: ${round(rebuildRate)}`);
    console.log(`visible_p99_ms: ${round(percentile(latencies, 99), 2)}`);
    console.log(`sqlite_ceiling_ratio: ${round(rebuildRate / rawRate, 3)}`);
  } finally {
    temp.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  // The runner may still be following the store: do not wait for it.
  process.exit(1);
});
