/**
 * A long stream through the stream definition (shared/event-sourcing/define-stream.ts): a user stream of
 * 10,000 events on a real SQLite file behind the validating store, as the server runs it. Prints
 *
 *   load_long_stream_ms: …     median ms to load (fold) it at its head, after a first load
 *   command_long_stream_ms: …  median ms for a command on it: load, decide, append, answered
 *
 * Run by `npm run bench:store` after the store benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetadata, EventRegistry } from '@app/event-schemas';
import { SqliteEventStore, ValidatingEventStore } from '@app/storage';
import { ALL_EVENTS } from '../src/app/catalogue';
import { UserStream } from '../src/users/user.streams';

const EVENTS = 10_000;
const RUNS = 300;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-long-stream-'));
  const store = new ValidatingEventStore(
    SqliteEventStore.open(join(dir, 'events.sqlite')),
    new EventRegistry(ALL_EVENTS),
  );
  try {
    const stream = UserStream.name('bench', 'u1');
    const metadata = createMetadata({ tenant: 'bench', userId: 'u1' });
    const created = {
      userId: 'u1',
      name: 'Ada',
      mail: 'ada@bench.test',
      isAdmin: false,
      isExternal: false,
      type: 'default',
    };
    await store.append(stream, [{ type: 'UserCreated', data: created, metadata }], 'no_stream');
    for (let written = 1; written < EVENTS; written += 1000) {
      const count = Math.min(1000, EVENTS - written);
      const renames = Array.from({ length: count }, (_, n) => ({
        type: 'UserUpdated',
        data: { userId: 'u1', name: `Ada ${written + n}` },
        metadata,
      }));
      await store.append(stream, renames, 'stream_exists');
    }

    let start = process.hrtime.bigint();
    const first = await UserStream.load(store, 'bench', 'u1');
    process.stderr.write(`first load (full fold of ${first.revision + 1} events): ${ms(start).toFixed(1)} ms\n`);
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      start = process.hrtime.bigint();
      await UserStream.load(store, 'bench', 'u1');
      loads.push(ms(start));
    }
    const commands: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      start = process.hrtime.bigint();
      await UserStream.run(store, { tenant: 'bench', id: 'u1', actorId: 'u1' }, (state) => [
        { type: 'UserUpdated', data: { userId: 'u1', name: `${state.name.split(' ')[0]} ${run}` } },
      ]);
      commands.push(ms(start));
    }
    console.log(`load_long_stream_ms: ${median(loads).toFixed(3)}`);
    console.log(`command_long_stream_ms: ${median(commands).toFixed(3)}`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
