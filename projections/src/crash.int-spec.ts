import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore, SqliteReadModelStore, type Doc } from '@app/storage';
import type { NewEvent } from '@app/event-schemas';
import { tempDir } from './testing/temp-dir';
import { ProjectionRunner } from './projection-runner';
import { PARKED_EVENTS_COLLECTION } from './parked-events';
import { exited, freeze, startTsChild } from './testing/ts-child';
import { closed, increment, poison, streamCountersProjector } from './testing/stream-counters.projector';

const EVENTS = 100_000;
const STREAMS = 2_000;
const CHILD = join(__dirname, 'testing/rebuild-counters.child.ts');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Exactly EVENTS events; the poison event and the delete are among the last ten, after any kill point. */
async function seed(file: string): Promise<{ head: number; poisonAt: number }> {
  const store = SqliteEventStore.open(file);
  const batch: NewEvent[] = Array.from({ length: 10 }, (_, i) => increment(i));
  for (let i = 0; i < EVENTS / 10 - 1; i++) await store.append(`acme.thing-${(i * 7919) % STREAMS}`, batch, 'any');
  const { position } = await store.append('acme.thing-5', [poison(), increment(1), closed()], 'any');
  await store.append('acme.thing-6', batch.slice(0, 7), 'any');
  const head = await store.headPosition();
  await store.close();
  const db = new Database(file, { readonly: true });
  const count = db.prepare('SELECT COUNT(*) FROM events').pluck().get();
  db.close();
  expect({ count, head }).toEqual({ count: EVENTS, head: EVENTS });
  return { head, poisonAt: position - 2 };
}

async function runInProcess(
  eventsFile: string,
  readModelsFile: string,
  version: number,
  factor: number,
): Promise<void> {
  const eventStore = SqliteEventStore.open(eventsFile);
  const readModels = await SqliteReadModelStore.open(readModelsFile);
  const runner = new ProjectionRunner({
    eventStore,
    readModels,
    projectors: [streamCountersProjector({ version, factor })],
    logger: quiet,
  });
  await runner.start();
  await runner.rebuildsDone();
  await runner.stop();
  await readModels.close();
  await eventStore.close();
}

/** Every document of every read-model table, and the checkpoints, straight from the file. */
function dumpFile(file: string): { tables: Record<string, Doc[]>; checkpoints: unknown[]; live: unknown } {
  const db = new Database(file, { readonly: true });
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\' AND name NOT LIKE 'rm\\_\\_%' ESCAPE '\\' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const tables: Record<string, Doc[]> = {};
  for (const name of names) {
    tables[name] = (db.prepare(`SELECT doc FROM "${name}" ORDER BY id`).pluck().all() as string[]).map((doc) => {
      const parsed = JSON.parse(doc) as Doc;
      delete parsed.parkedAt; // when it was parked differs between the two runs
      return parsed;
    });
  }
  const checkpoints = db.prepare('SELECT projector, position FROM rm__checkpoints ORDER BY projector').all();
  const live = db.prepare("SELECT value FROM rm__meta WHERE key = 'projection:counters:live'").pluck().get();
  db.close();
  return { tables, checkpoints, live };
}

function rebuildCheckpoint(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      (db.prepare("SELECT position FROM rm__checkpoints WHERE projector = 'counters@v2'").pluck().get() as
        number | undefined) ?? 0
    );
  } catch {
    return 0; // tables not created yet
  } finally {
    db.close();
  }
}

describe('a rebuild killed with SIGKILL', () => {
  const temp = tempDir();
  afterAll(() => temp.remove());

  it('resumes after a restart and ends equal to an uninterrupted replay', async () => {
    const eventsFile = join(temp.dir, 'events.db');
    const crashFile = join(temp.dir, 'crash-read-models.db');
    const referenceFile = join(temp.dir, 'reference-read-models.db');
    const { head, poisonAt } = await seed(eventsFile);
    await runInProcess(eventsFile, crashFile, 1, 1); // version 1 is live before the rebuild

    const child = startTsChild(CHILD, [eventsFile, crashFile, '2', '3', '3']);
    const firstRun = exited(child);
    let killedAt = 0;
    const deadline = Date.now() + 30_000;
    while (child.exitCode === null && Date.now() < deadline) {
      // Frozen, the child is exactly as the checkpoint read says: killed before the poison event's
      // batch is committed, it has not parked (nor logged) it, so it must have printed nothing.
      freeze(child);
      const position = rebuildCheckpoint(crashFile);
      if (position > 0 && position < poisonAt) {
        killedAt = position;
        child.kill('SIGKILL');
        break;
      }
      child.kill('SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const killed = await firstRun;
    expect({ signal: killed.signal, stderr: killed.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
    expect(killedAt).toBeGreaterThan(0);
    expect(dumpFile(crashFile).live).toBe('v1'); // v1 still answered queries while v2 was half built

    const secondRun = await exited(startTsChild(CHILD, [eventsFile, crashFile, '2', '3', '0']));
    // The resumed run parks the poison event, and logs that and nothing else.
    expect({ code: secondRun.code, stderr: secondRun.stderr.trim() }).toEqual({
      code: 0,
      stderr: `[projections] Projector counters@v2 parked event ${poisonAt} (CounterIncremented): poison event at ${poisonAt}`,
    });
    const resumedFrom = Number(/resumed-from (-?\d+)/.exec(secondRun.stdout)?.[1]);
    expect(resumedFrom).toBeGreaterThanOrEqual(killedAt); // resumed, not restarted from 0

    await runInProcess(eventsFile, referenceFile, 2, 3);
    const crashed = dumpFile(crashFile);
    const reference = dumpFile(referenceFile);
    expect(Object.keys(crashed.tables)).toEqual(['rm_counters_v2_streams', `rm_${PARKED_EVENTS_COLLECTION.name}`]);
    expect(crashed.tables['rm_counters_v2_streams']).toHaveLength(STREAMS - 1); // thing-5 was closed
    expect(crashed.tables).toEqual(reference.tables);
    expect(crashed.live).toBe('v2');
    expect(crashed.checkpoints).toContainEqual({ projector: 'counters@v2', position: head });
  }, 60_000);
});
