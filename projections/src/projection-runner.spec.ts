import { InMemoryEventStore, InMemoryReadModelStore } from '@app/storage';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { ProjectionWaitTimeoutError } from './position-waiters';
import { PARKED_EVENTS_COLLECTION } from './parked-events';
import type { RunnerLogger } from './projector';
import { closed, increment, poison, streamCountersProjector, unrelated } from './testing/stream-counters.projector';

const quiet: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function setup(overrides: Partial<ProjectionRunnerOptions> = {}) {
  const eventStore = new InMemoryEventStore();
  const readModels = new InMemoryReadModelStore();
  const make = (more: Partial<ProjectionRunnerOptions> = {}) =>
    new ProjectionRunner({
      eventStore,
      readModels,
      projectors: [streamCountersProjector()],
      logger: quiet,
      ...overrides,
      ...more,
    });
  return { eventStore, readModels, make };
}

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});
function track(runner: ProjectionRunner): ProjectionRunner {
  runners.push(runner);
  return runner;
}

describe('ProjectionRunner', () => {
  it('catches up from the start, then reports position and no lag', async () => {
    const { eventStore, readModels, make } = setup();
    await eventStore.append('acme.thing-1', [increment(2), increment(3)], 'no_stream');
    const { position } = await eventStore.append('acme.thing-2', [increment(5)], 'no_stream');
    const runner = track(make());
    await runner.start();
    const docs = readModels.dump(runner.collection('counters', 'streams'));
    expect(docs).toEqual([
      { _id: 'acme.thing-1', tenant: 'acme', events: 2, total: 5, lastPosition: 2 },
      { _id: 'acme.thing-2', tenant: 'acme', events: 1, total: 5, lastPosition: 3 },
    ]);
    expect(runner.status()).toEqual([
      expect.objectContaining({ projector: 'counters', version: 1, build: 'v1', position, lag: 0, parked: [] }),
    ]);
  });

  it('follows live appends at once through onAppended, without waiting for the poll', async () => {
    const { eventStore, readModels, make } = setup({ pollIntervalMs: 60_000 });
    const runner = track(make());
    await runner.start();
    const started = Date.now();
    const { position } = await eventStore.append('acme.thing-1', [increment(4)], 'no_stream');
    await runner.waitFor(position, 1000);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-1')).toMatchObject({ total: 4 });
  });

  it('follows live events through the store subscription, as KurrentDB pushes them, with no wake and no poll', async () => {
    const { eventStore, readModels } = setup();
    // Another process's appends on KurrentDB: no onAppended here, only the catch-up subscription pushes them.
    const remote = Object.create(eventStore) as InMemoryEventStore;
    remote.onAppended = () => () => undefined;
    remote.subscribe = eventStore.subscribe.bind(eventStore);
    const runner = track(
      new ProjectionRunner({
        eventStore: remote,
        readModels,
        projectors: [streamCountersProjector()],
        logger: quiet,
        pollIntervalMs: 60_000,
      }),
    );
    await runner.start();
    const { position } = await eventStore.append('acme.thing-1', [increment(4), unrelated()], 'no_stream');
    await runner.waitFor(position, 1000);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ total: 4 });
  });

  it('commits in batches, and a later event of a batch sees the earlier changes', async () => {
    const { eventStore, readModels, make } = setup({ batchSize: 3 });
    for (let i = 0; i < 7; i++) await eventStore.append('acme.thing-1', [increment(1)], 'any');
    const runner = track(make());
    const before = readModels.commits;
    await runner.start();
    expect(readModels.commits - before).toBe(3); // 3 + 3 + 1 events
    expect(readModels.dump(runner.collection('counters', 'streams'))).toEqual([
      expect.objectContaining({ events: 7, total: 7 }),
    ]);
  });

  it('moves the checkpoint to the head when the newest events are of types it does not handle', async () => {
    const { eventStore, make } = setup();
    const runner = track(make());
    await runner.start();
    await eventStore.append('acme.thing-1', [increment(1)], 'any');
    const { position } = await eventStore.append('acme.other-1', [unrelated(), unrelated()], 'any');
    await runner.waitFor(position, 1000);
    expect(runner.status()[0].position).toBe(position);
  });

  it('follows only the types it handles, yet its checkpoint reaches the head of events of other types', async () => {
    const { eventStore, make } = setup({ pollIntervalMs: 60_000 });
    // What each subscription asked for and what it was handed: an import's records are not read by every projector.
    const asked: (readonly string[] | undefined)[] = [];
    const delivered: string[] = [];
    const subscribe = eventStore.subscribe.bind(eventStore);
    eventStore.subscribe = (options, handler) => {
      asked.push(options.types);
      return subscribe(options, (event) => {
        delivered.push(event.type);
        return handler(event);
      });
    };
    const runner = track(make());
    await runner.start();
    await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
    const { position } = await eventStore.append('acme.other-1', [unrelated(), unrelated(), unrelated()], 'no_stream');
    await runner.waitFor(position, 1000);
    expect(runner.status()[0]).toMatchObject({ position, lag: 0 });
    expect(asked.length).toBeGreaterThan(0);
    expect(
      asked.every((types) => types?.includes('CounterIncremented') && !types.includes('SomethingElseHappened')),
    ).toBe(true);
    expect(delivered).toEqual(['CounterIncremented']);
  });

  it('moves its checkpoint over a burst of appends of other types with a few commits, not one per append', async () => {
    const { eventStore, readModels, make } = setup({ pollIntervalMs: 60_000 });
    const runner = track(make());
    await runner.start();
    const before = readModels.commits;
    let position = 0;
    for (let i = 0; i < 50; i++) ({ position } = await eventStore.append('acme.other-1', [unrelated()], 'any'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(runner.status()[0]).toMatchObject({ position, lag: 0 });
    expect(readModels.commits - before).toBeLessThanOrEqual(3);
  });

  it('commits what one subscription read brought in one commit, not one commit per event', async () => {
    const { eventStore, readModels, make } = setup({ pollIntervalMs: 60_000 });
    const runner = track(make());
    await runner.start();
    const before = readModels.commits;
    const { position } = await eventStore.append(
      'acme.thing-1',
      Array.from({ length: 50 }, () => increment(1)),
      'no_stream',
    );
    await runner.waitFor(position, 1000);
    expect(readModels.commits - before).toBe(1);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ events: 50, total: 50 });
  });

  it('reaches a position of another process’s events of other types when asked to wait for it, with no wake', async () => {
    const { eventStore, readModels } = setup();
    // KurrentDB: another process's appends fire no onAppended here, and the typed subscription delivers none of these.
    const remote = Object.create(eventStore) as InMemoryEventStore;
    remote.onAppended = () => () => undefined;
    remote.subscribe = eventStore.subscribe.bind(eventStore);
    const runner = track(
      new ProjectionRunner({
        eventStore: remote,
        readModels,
        projectors: [streamCountersProjector()],
        logger: quiet,
        pollIntervalMs: 60_000,
      }),
    );
    await runner.start();
    const { position } = await eventStore.append('acme.other-1', [unrelated(), unrelated()], 'no_stream');
    const started = Date.now();
    await runner.waitFor(position, 1000);
    expect(Date.now() - started).toBeLessThan(500);
    expect(runner.status()[0].position).toBe(position);
  });

  it('rejects waitFor with a typed error naming the projectors behind when the position is not reached in time', async () => {
    const { eventStore, make } = setup();
    const runner = track(make());
    await runner.start();
    const { position } = await eventStore.append('acme.thing-1', [increment(1)], 'any');
    const error = await runner.waitFor(position + 5, 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectionWaitTimeoutError);
    expect(error).toMatchObject({ position: position + 5, reached: position, behind: ['counters'] });
    await expect(runner.waitFor(-1)).rejects.toThrow('waitFor needs a position >= 0');
  });

  it('parks an event whose apply throws, keeps it visible, and carries on with the next events', async () => {
    const { eventStore, readModels, make } = setup();
    await eventStore.append('acme.thing-1', [increment(1), poison(), increment(10)], 'no_stream');
    const runner = track(make());
    await runner.start();
    const { position } = await eventStore.append('acme.thing-1', [increment(100)], 'any');
    await runner.waitFor(position, 1000);
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-1')).toMatchObject({
      events: 3,
      total: 111,
    });
    const [status] = runner.status();
    expect(status.parked).toEqual([
      expect.objectContaining({
        projector: 'counters',
        build: 'v1',
        position: 2,
        type: 'CounterIncremented',
        error: 'poison event at 2',
      }),
    ]);
    expect(readModels.dump(PARKED_EVENTS_COLLECTION.name)).toEqual([
      expect.objectContaining({ position: 2, error: 'poison event at 2' }),
    ]);
    // Parked events survive a restart.
    await runner.stop();
    const again = track(make());
    await again.start();
    expect(again.status()[0].parked).toHaveLength(1);
  });

  it('parks an event whose changes name an undeclared collection', async () => {
    const { eventStore, make } = setup();
    const bad = {
      ...streamCountersProjector(),
      apply: () => [{ op: 'put' as const, collection: 'nope', doc: { _id: 'x' } }],
    };
    await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
    const runner = track(make({ projectors: [bad] }));
    await runner.start();
    expect(runner.status()[0].parked[0].error).toBe('apply wrote to undeclared collection "nope"');
  });

  it('retries a failing commit with growing delays and then commits', async () => {
    const { eventStore, readModels } = setup();
    const failures: number[] = [];
    const realCommit = readModels.commit.bind(readModels);
    let failuresLeft = 3;
    readModels.commit = async (changes, checkpoint) => {
      if (checkpoint && changes.length > 0 && failuresLeft-- > 0) {
        failures.push(Date.now());
        throw new Error('database is locked');
      }
      return realCommit(changes, checkpoint);
    };
    const warnings: string[] = [];
    const logger = { ...quiet, warn: (message: string) => void warnings.push(message) };
    await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
    const runner = track(
      new ProjectionRunner({
        eventStore,
        readModels,
        projectors: [streamCountersProjector()],
        logger,
        retry: { initialDelayMs: 20 },
      }),
    );
    await runner.start();
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-1')).toMatchObject({ total: 1 });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('attempt 1');
    const gaps = [failures[1] - failures[0], failures[2] - failures[1]];
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
  });

  it('retries a batch that fails transiently as a whole, past the attempts limit, and parks nothing', async () => {
    const { eventStore, readModels } = setup();
    // What a store answers for an election: MongoServerSelectionError; here the store is told which error it is.
    class ElectionInProgress extends Error {}
    readModels.isTransient = (error) => error instanceof ElectionInProgress;
    const realCommit = readModels.commit.bind(readModels);
    const failures: number[] = [];
    const committedPositions: number[] = [];
    let failuresLeft = 6;
    readModels.commit = async (changes, checkpoint) => {
      const ours = checkpoint?.projector.startsWith('counters@') && changes.length > 0;
      if (ours && failuresLeft-- > 0) {
        failures.push(Date.now());
        throw new ElectionInProgress('Server selection timed out after 30000 ms');
      }
      await realCommit(changes, checkpoint);
      if (ours) committedPositions.push(checkpoint!.position);
    };
    const warnings: string[] = [];
    const logger = { ...quiet, warn: (message: string) => void warnings.push(message) };
    await eventStore.append('acme.thing-1', [increment(1), increment(2)], 'no_stream');
    const { position } = await eventStore.append('acme.thing-2', [increment(3)], 'no_stream');
    const runner = track(
      new ProjectionRunner({
        eventStore,
        readModels,
        projectors: [streamCountersProjector()],
        logger,
        retry: { initialDelayMs: 5, maxDelayMs: 20, attempts: 2 },
      }),
    );
    await runner.start();
    expect(failures).toHaveLength(6);
    // One commit of the whole batch after the store came back, not one per event.
    expect(committedPositions).toEqual([position]);
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-1')).toMatchObject({ total: 3 });
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-2')).toMatchObject({ total: 3 });
    expect(runner.status()[0].parked).toEqual([]);
    expect(warnings).toHaveLength(6);
    expect(warnings.every((w) => w.includes('transient') && w.includes('retrying'))).toBe(true);
    // Back-off still grows between attempts, up to maxDelayMs.
    expect(failures[5] - failures[4]).toBeGreaterThanOrEqual(18);
  });

  it('keeps other projectors moving while one cannot commit', async () => {
    const { eventStore, readModels } = setup();
    const realCommit = readModels.commit.bind(readModels);
    readModels.commit = async (changes, checkpoint) => {
      if (checkpoint?.projector.startsWith('counters@')) throw new Error('disk full');
      return realCommit(changes, checkpoint);
    };
    const other = { ...streamCountersProjector(), name: 'others' };
    const runner = track(
      new ProjectionRunner({
        eventStore,
        readModels,
        projectors: [streamCountersProjector(), other],
        logger: quiet,
        retry: { initialDelayMs: 5, maxDelayMs: 20 },
      }),
    );
    void runner.start().catch(() => undefined); // never resolves: 'counters' cannot catch up
    const { position } = await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
    await runner.waitFor(position, 2000, { projectors: ['others'] });
    await expect(runner.waitFor(position, 100)).rejects.toMatchObject({ behind: ['counters'] });
    expect(runner.status().find((s) => s.projector === 'counters')).toMatchObject({
      position: 0,
      lastError: 'disk full',
    });
  });

  it('discovers documents apply reads when the projector has no keys()', async () => {
    const { eventStore, readModels, make } = setup({ projectors: [streamCountersProjector({ withKeys: false })] });
    await eventStore.append('acme.thing-1', [increment(1), increment(2)], 'no_stream');
    const runner = track(make());
    await runner.start();
    const { position } = await eventStore.append('acme.thing-1', [increment(3)], 'any');
    await runner.waitFor(position, 1000);
    expect(await readModels.get(runner.collection('counters', 'streams'), 'acme.thing-1')).toMatchObject({
      events: 3,
      total: 6,
    });
  });

  it('deletes documents and stops cleanly, resuming from the checkpoint on restart', async () => {
    const { eventStore, readModels, make } = setup();
    await eventStore.append('acme.thing-1', [increment(1), closed()], 'no_stream');
    await eventStore.append('acme.thing-2', [increment(1)], 'no_stream');
    const first = track(make());
    await first.start();
    await first.stop();
    const { position } = await eventStore.append('acme.thing-2', [increment(1)], 'any');
    const second = track(make());
    await second.start();
    await second.waitFor(position, 1000);
    expect(readModels.dump(second.collection('counters', 'streams'))).toEqual([
      expect.objectContaining({ _id: 'acme.thing-2', events: 2 }),
    ]);
  });

  it('refuses bad configuration with clear messages', () => {
    const { eventStore, readModels } = setup();
    const make = (projectors: unknown[], batchSize?: number) =>
      new ProjectionRunner({ eventStore, readModels, projectors: projectors as never, batchSize });
    expect(() => make([{ ...streamCountersProjector(), name: 'bad_name' }])).toThrow(
      'Invalid projector name "bad_name"',
    );
    expect(() => make([{ ...streamCountersProjector(), version: 0 }])).toThrow('version must be an integer >= 1');
    expect(() => make([streamCountersProjector(), streamCountersProjector()])).toThrow(
      "Two projectors are named 'counters'",
    );
    expect(() => make([streamCountersProjector()], 0)).toThrow('batchSize must be a positive integer');
  });
});
