import { InMemoryEventStore, InMemoryReadModelStore } from '@app/storage';
import { ProjectionRunner } from './projection-runner';
import { readProjectionSnapshot } from './projection-snapshot';
import type { RunnerLogger } from './projector';
import { increment, poison, streamCountersProjector } from './testing/stream-counters.projector';

const quiet: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('readProjectionSnapshot: a projector’s documents with the position they stand at', () => {
  const eventStore = () => new InMemoryEventStore();
  const projected = async (events: InMemoryEventStore, readModels: InMemoryReadModelStore, version = 1) => {
    const runner = new ProjectionRunner({
      eventStore: events,
      readModels,
      projectors: [streamCountersProjector({ version })],
      logger: quiet,
    });
    await runner.start();
    await runner.waitFor(await events.headPosition(), 2000);
    await runner.stop();
  };
  const totals = (reader: { find(collection: string): Promise<{ _id: string }[]> }) =>
    reader.find('streams').then((docs) => docs.map((doc) => doc._id));

  it('answers the live build’s documents and its checkpoint', async () => {
    const events = eventStore();
    const readModels = new InMemoryReadModelStore();
    await events.append('acme.thing-1', [increment(1)], 'any');
    const { position } = await events.append('acme.thing-2', [increment(2)], 'any');
    await projected(events, readModels);
    await events.append('acme.thing-3', [increment(3)], 'any');
    expect(await readProjectionSnapshot(readModels, streamCountersProjector(), totals)).toEqual({
      position,
      value: ['acme.thing-1', 'acme.thing-2'],
    });
  });

  it('is null with nothing to trust: no build yet, a build of another version, a parked event', async () => {
    const events = eventStore();
    const readModels = new InMemoryReadModelStore();
    expect(await readProjectionSnapshot(readModels, streamCountersProjector(), totals)).toBeNull();
    await events.append('acme.thing-1', [increment(1)], 'any');
    await projected(events, readModels);
    expect(await readProjectionSnapshot(readModels, streamCountersProjector({ version: 2 }), totals)).toBeNull();
    await events.append('acme.thing-2', [poison()], 'any');
    await projected(events, readModels);
    expect(await readProjectionSnapshot(readModels, streamCountersProjector(), totals)).toBeNull();
  });

  it('reads again when a commit lands while the documents are read', async () => {
    const events = eventStore();
    const readModels = new InMemoryReadModelStore();
    await events.append('acme.thing-1', [increment(1)], 'any');
    await projected(events, readModels);
    let reads = 0;
    const snapshot = await readProjectionSnapshot(readModels, streamCountersProjector(), async (reader) => {
      reads++;
      // The first read sees the checkpoint move under it (a worker's commit), the second does not.
      if (reads === 1) await readModels.commit([], { projector: 'counters@v1', position: 99 });
      return totals(reader);
    });
    expect(reads).toBe(2);
    expect(snapshot).toEqual({ position: 99, value: ['acme.thing-1'] });
  });
});
