import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, SqliteReadModelStore } from '@app/storage';
import { ProjectionRunner } from './projection-runner';
import type { Projector, RunnerLogger } from './projector';
import { increment, poison, streamCountersProjector, unrelated } from './testing/stream-counters.projector';

const quiet: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('ProjectionRunner over SQLite files', () => {
  let dir: string;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projections-int-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** `pollIntervalMs` is both the runner's and the store's (how often it looks for other processes' appends). */
  async function open(projector: Projector = streamCountersProjector(), pollIntervalMs = 200) {
    const eventStore = SqliteEventStore.open(join(dir, 'events.db'), { pollIntervalMs });
    const readModels = await SqliteReadModelStore.open(join(dir, 'read-models.db'));
    const runner = new ProjectionRunner({
      eventStore,
      readModels,
      projectors: [projector],
      logger: quiet,
      pollIntervalMs,
    });
    closers.push(async () => {
      await runner.stop();
      await readModels.close();
      await eventStore.close();
    });
    return { eventStore, readModels, runner };
  }

  it('catches up, follows, parks, and answers queries on logical names with filters and sorting', async () => {
    const { eventStore, runner } = await open();
    await eventStore.append('acme.thing-1', [increment(1), increment(2)], 'no_stream');
    await eventStore.append('beta.thing-2', [increment(10, 'beta'), poison('beta')], 'no_stream');
    await runner.start();
    const { position } = await eventStore.append('acme.thing-3', [increment(5), unrelated()], 'no_stream');
    await runner.waitFor(position, 2000);

    const reader = runner.reader('counters');
    expect(
      await reader.find('streams', { where: { tenant: 'acme' }, sort: [{ field: 'total', direction: 'desc' }] }),
    ).toEqual([
      expect.objectContaining({ _id: 'acme.thing-3', total: 5 }),
      expect.objectContaining({ _id: 'acme.thing-1', total: 3 }),
    ]);
    expect(await reader.count('streams', { total: { gte: 5 } })).toBe(2);
    expect(runner.status()[0]).toMatchObject({
      position,
      lag: 0,
      parked: [expect.objectContaining({ position: 4, error: 'poison event at 4' })],
    });
  });

  it('wakes at once on an append in this process, with a 60 s poll interval', async () => {
    const { eventStore, runner } = await open(streamCountersProjector(), 60_000);
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // let it settle into waiting for news
    const started = Date.now();
    const { position } = await eventStore.append('acme.thing-1', [increment(4)], 'no_stream');
    await runner.waitFor(position, 1000);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ total: 4 });
  });

  it('sees appends made through another connection (another process) within the poll interval', async () => {
    const { runner } = await open(streamCountersProjector(), 50);
    await runner.start();
    const other = SqliteEventStore.open(join(dir, 'events.db'));
    closers.push(() => other.close());
    const { position } = await other.append('acme.thing-1', [increment(4)], 'no_stream');
    await runner.waitFor(position, 2000);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ total: 4 });
  });

  it('rebuilds a bumped version from the files on restart and drops the old tables', async () => {
    const first = await open(streamCountersProjector({ version: 1 }));
    for (let i = 0; i < 20; i++) await first.eventStore.append(`acme.thing-${i % 4}`, [increment(i)], 'any');
    await first.runner.start();
    const v1 = await first.runner.reader('counters').find('streams', { sort: [{ field: '_id', direction: 'asc' }] });
    for (const close of closers.splice(0)) await close();

    const second = await open(streamCountersProjector({ version: 2, factor: 2 }));
    await second.runner.start();
    await second.runner.rebuildsDone();
    const v2 = await second.runner.reader('counters').find('streams', { sort: [{ field: '_id', direction: 'asc' }] });
    expect(v2.map((doc) => doc.total)).toEqual(v1.map((doc) => (doc.total as number) * 2));
    expect(second.runner.collection('counters', 'streams')).toBe('counters_v2_streams');
    await expect(second.readModels.get('counters_v1_streams', 'acme.thing-0')).rejects.toThrow('does not exist');
    expect(await second.readModels.getMeta('projection:counters:live')).toBe('v2');
  });
});
