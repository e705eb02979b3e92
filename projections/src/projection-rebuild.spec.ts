import type { RecordedEvent } from '@app/event-schemas';
import { InMemoryEventStore, InMemoryReadModelStore, type ReadAllOptions } from '@app/storage';
import { ProjectionRunner } from './projection-runner';
import type { Projector, RunnerLogger } from './projector';
import { increment, streamCountersProjector } from './testing/stream-counters.projector';

const quiet: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

function runner(
  eventStore: InMemoryEventStore,
  readModels: InMemoryReadModelStore,
  projector: Projector,
  batchSize = 2,
): ProjectionRunner {
  const made = new ProjectionRunner({ eventStore, readModels, projectors: [projector], logger: quiet, batchSize });
  runners.push(made);
  return made;
}

/** Holds commits to one build's checkpoint until released, so a test can look at the store mid-rebuild. */
function gateCommits(readModels: InMemoryReadModelStore, checkpointName: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const commit = readModels.commit.bind(readModels);
  readModels.commit = async (changes, checkpoint) => {
    if (checkpoint?.projector === checkpointName && checkpoint.position > 0) await gate;
    return commit(changes, checkpoint);
  };
  return open;
}

async function seed(eventStore: InMemoryEventStore): Promise<number> {
  for (let i = 1; i <= 3; i++) await eventStore.append(`acme.thing-${i}`, [increment(i), increment(i)], 'no_stream');
  return eventStore.headPosition();
}

describe('ProjectionRunner rebuilds', () => {
  it('rebuilds a new version into new collections while the old ones stay readable, then switches and drops them', async () => {
    const eventStore = new InMemoryEventStore();
    const readModels = new InMemoryReadModelStore();
    await seed(eventStore);
    const v1 = runner(eventStore, readModels, streamCountersProjector({ version: 1 }));
    await v1.start();
    await v1.stop();

    const release = gateCommits(readModels, 'counters@v2');
    const v2 = runner(eventStore, readModels, streamCountersProjector({ version: 2, factor: 10 }));
    await v2.start().catch((error: unknown) => (release(), Promise.reject(error)));
    // Mid-rebuild: queries still go to v1, which answers with v1's documents.
    expect(v2.collection('counters', 'streams')).toBe('counters_v1_streams');
    expect(await readModels.get('counters_v1_streams', 'acme.thing-2')).toMatchObject({ total: 4 });
    expect(v2.status()[0]).toMatchObject({ version: 1, rebuilding: { build: 'v2', version: 2, position: 0 } });
    const head = await eventStore.headPosition();
    await expect(v2.waitFor(head, 50)).resolves.toBeUndefined(); // v1 already shows everything there is

    release();
    await v2.rebuildsDone();
    expect(v2.collection('counters', 'streams')).toBe('counters_v2_streams');
    expect(readModels.dump('counters_v2_streams').map((doc) => doc.total)).toEqual([20, 40, 60]);
    expect(readModels.collections.has('counters_v1_streams')).toBe(false);
    expect(readModels.meta.get('projection:counters:live')).toBe('v2');
    expect(v2.status()[0]).toMatchObject({ version: 2, build: 'v2', position: head });
    expect(v2.status()[0].rebuilding).toBeUndefined();

    // The new build follows live appends once switched.
    const { position } = await eventStore.append('acme.thing-1', [increment(1)], 'any');
    await v2.waitFor(position, 1000);
    expect(await readModels.get('counters_v2_streams', 'acme.thing-1')).toMatchObject({ total: 30 });
  });

  it('rebuild() replays the same version into a fresh build while the live one keeps following', async () => {
    const eventStore = new InMemoryEventStore();
    const readModels = new InMemoryReadModelStore();
    await seed(eventStore);
    const projections = runner(eventStore, readModels, streamCountersProjector());
    await projections.start();
    const before = readModels.dump('counters_v1_streams');

    const release = gateCommits(readModels, 'counters@v1r1');
    const rebuilt = projections.rebuild('counters');
    try {
      const { position } = await eventStore.append('acme.thing-9', [increment(7)], 'no_stream');
      await projections.waitFor(position, 1000);
      expect(await projections.reader('counters').get('streams', 'acme.thing-9')).toMatchObject({ total: 7 });
      expect(projections.collection('counters', 'streams')).toBe('counters_v1_streams');
    } finally {
      release();
    }
    await rebuilt;
    expect(projections.collection('counters', 'streams')).toBe('counters_v1r1_streams');
    expect(readModels.dump('counters_v1r1_streams')).toEqual([
      ...before,
      expect.objectContaining({ _id: 'acme.thing-9', total: 7 }),
    ]);
    expect(readModels.collections.has('counters_v1_streams')).toBe(false);
  });

  it('applying a batch twice (a store that delivers events again) leaves the read models as applying it once', async () => {
    const eventStore = new InMemoryEventStore();
    await seed(eventStore);
    await eventStore.append('acme.thing-1', [increment(5), increment(6)], 'any');

    const once = new InMemoryReadModelStore();
    const plain = runner(eventStore, once, streamCountersProjector(), 3);
    await plain.start();

    // At-least-once delivery: every read starts two positions early, so each batch overlaps the previous one.
    const twice = new InMemoryReadModelStore();
    const redelivering = Object.create(eventStore) as InMemoryEventStore;
    redelivering.readAll = (options: ReadAllOptions = {}): Promise<RecordedEvent[]> =>
      eventStore.readAll({ ...options, afterPosition: Math.max(0, (options.afterPosition ?? 0) - 2) });
    const overlapping = runner(redelivering, twice, streamCountersProjector(), 3);
    await overlapping.start();

    expect(twice.dump('counters_v1_streams')).toEqual(once.dump('counters_v1_streams'));
    expect(twice.checkpoints.get('counters@v1')).toBe(await eventStore.headPosition());
  });

  it('resumes an interrupted rebuild from its own checkpoint instead of starting over', async () => {
    const eventStore = new InMemoryEventStore();
    const readModels = new InMemoryReadModelStore();
    const head = await seed(eventStore);
    const v1 = runner(eventStore, readModels, streamCountersProjector({ version: 1 }));
    await v1.start();
    await v1.stop();
    // A previous process got as far as position 2 of the v2 rebuild, then died.
    readModels.meta.set('projection:counters:target', 'v2');
    await readModels.ensureCollection({ name: 'counters_v2_streams', indexes: [] });
    await readModels.commit(
      [
        {
          op: 'put',
          collection: 'counters_v2_streams',
          doc: { _id: 'acme.thing-1', tenant: 'acme', events: 2, total: 20, lastPosition: 2 },
        },
      ],
      { projector: 'counters@v2', position: 2 },
    );
    const seen: number[] = [];
    const v2projector = streamCountersProjector({ version: 2, factor: 10 });
    const apply = v2projector.apply;
    v2projector.apply = (event, docs) => (seen.push(event.position), apply(event, docs));
    const v2 = runner(eventStore, readModels, v2projector);
    await v2.start();
    await v2.rebuildsDone();
    expect(Math.min(...seen)).toBe(3);
    expect(readModels.dump('counters_v2_streams').map((doc) => doc.total)).toEqual([20, 40, 60]);
    expect(v2.status()[0]).toMatchObject({ build: 'v2', position: head });
  });

  it('drops on start the builds that are neither live nor target (a process died between the switch and the drop)', async () => {
    const eventStore = new InMemoryEventStore();
    const readModels = new InMemoryReadModelStore();
    const head = await seed(eventStore);
    const v1 = runner(eventStore, readModels, streamCountersProjector({ version: 1 }));
    await v1.start();
    await v1.stop();

    // The v2 rebuild switches live, then the process dies before the old collections are dropped.
    const dropCollection = readModels.dropCollection.bind(readModels);
    readModels.dropCollection = async (name) => {
      if (name === 'counters_v1_streams') throw new Error('killed');
      return dropCollection(name);
    };
    const dying = runner(eventStore, readModels, streamCountersProjector({ version: 2, factor: 10 }));
    await dying.start();
    await waitUntil(() => readModels.meta.get('projection:counters:live') === 'v2');
    await dying.stop();
    readModels.dropCollection = dropCollection;
    expect(readModels.collections.has('counters_v1_streams')).toBe(true);

    const restarted = runner(eventStore, readModels, streamCountersProjector({ version: 2, factor: 10 }));
    await restarted.start();
    expect(readModels.collections.has('counters_v1_streams')).toBe(false);
    expect(readModels.meta.get('projection:counters:builds')).toBe('["v2"]');
    expect(restarted.status()[0]).toMatchObject({ build: 'v2', position: head });
    expect(readModels.dump('counters_v2_streams').map((doc) => doc.total)).toEqual([20, 40, 60]);
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
