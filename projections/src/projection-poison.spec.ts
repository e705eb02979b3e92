import type { NewEvent } from '@app/event-schemas';
import { InMemoryEventStore, InMemoryReadModelStore, ValidatingEventStore } from '@app/storage';
import { ProjectionRunner } from './projection-runner';
import { PARKED_EVENTS_COLLECTION } from './parked-events';
import type { Projector, RunnerLogger } from './projector';
import { counterRegistry } from './testing/counter-events';
import { increment, streamCountersProjector, testMetadata, unrelated } from './testing/stream-counters.projector';

/*
 * Poison events: one bad event is parked with a visible error, the events before it are applied,
 * and the projector carries on after it, whether the event cannot be read, apply fails on it, or
 * the read-model store refuses its changes.
 */

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

function setup(projector: Projector = streamCountersProjector()) {
  const raw = new InMemoryEventStore();
  const eventStore = new ValidatingEventStore(raw, counterRegistry());
  const readModels = new InMemoryReadModelStore();
  const errors: string[] = [];
  const logger: RunnerLogger = { info: () => undefined, warn: () => undefined, error: (m) => void errors.push(m) };
  const runner = new ProjectionRunner({
    eventStore,
    readModels,
    projectors: [projector],
    logger,
    retry: { initialDelayMs: 1, maxDelayMs: 5, attempts: 2 },
  });
  runners.push(runner);
  return { raw, eventStore, readModels, runner, errors };
}

/** A stored event its schema refuses: written around the validating store, as an old writer or a bad migration would. */
const unreadable = (type = 'CounterIncremented'): NewEvent => ({ type, data: { by: 'x' }, metadata: testMetadata() });

describe('poison events', () => {
  it('parks a stored event that cannot be read while catching up, applying the events before it and after it', async () => {
    const { raw, readModels, runner, errors } = setup();
    await raw.append('acme.thing-1', [increment(1), increment(2)], 'no_stream');
    await raw.append('acme.thing-1', [unreadable()], 1);
    const { position } = await raw.append('acme.thing-1', [increment(5)], 2);
    await runner.start();
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ events: 3, total: 8 });
    const [status] = runner.status();
    expect(status.position).toBe(position);
    expect(status.parked).toEqual([
      expect.objectContaining({
        position: 3,
        type: 'CounterIncremented',
        error: expect.stringMatching(/^Stored event CounterIncremented v1 at position 3 .* cannot be read: .*by: /),
      }),
    ]);
    expect(readModels.dump(PARKED_EVENTS_COLLECTION.name)).toEqual([expect.objectContaining({ position: 3 })]);
    expect(errors).toEqual([expect.stringContaining('parked event 3 (CounterIncremented): Stored event')]);
  });

  it('steps over an unreadable event of a type it does not handle, met live', async () => {
    const { raw, eventStore, runner } = setup();
    await runner.start();
    await raw.append('acme.other-1', [unreadable('NothingKnownHappened'), unrelated()], 'no_stream');
    const { position } = await eventStore.append('acme.thing-1', [increment(10)], 'no_stream');
    await runner.waitFor(position, 2000);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ events: 1, total: 10 });
    expect(runner.status()[0].parked).toEqual([]);
  });

  it('parks an unreadable event met live and carries on after it', async () => {
    const { raw, eventStore, runner } = setup();
    await runner.start();
    await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
    await raw.append('acme.thing-1', [unreadable()], 0);
    const { position } = await eventStore.append('acme.thing-1', [increment(10)], 1);
    await runner.waitFor(position, 2000);
    expect(await runner.reader('counters').get('streams', 'acme.thing-1')).toMatchObject({ events: 2, total: 11 });
    expect(runner.status()[0].parked.map((parked) => parked.position)).toEqual([2]);
  });

  describe('whose changes the read-model store refuses', () => {
    // Each stream claims a mail address; an address may belong to one stream only.
    const mails: Projector = {
      name: 'mails',
      version: 1,
      handles: ['CounterIncremented'],
      collections: [{ name: 'owners', indexes: [{ field: 'mail', type: 'text', unique: true }] }],
      apply: (event) => [
        { op: 'put', collection: 'owners', doc: { _id: event.stream, mail: `m${(event.data as { by: number }).by}` } },
      ],
    };

    async function expectClashParked(runner: ProjectionRunner, position: number, clash: number): Promise<void> {
      await runner.waitFor(position, 3000);
      const owners = await runner.reader('mails').find('owners', { sort: [{ field: '_id', direction: 'asc' }] });
      expect(owners.map((doc) => `${doc._id}:${doc.mail}`)).toEqual([
        'acme.thing-1:m1',
        'acme.thing-2:m2',
        'acme.thing-4:m3',
      ]);
      expect(runner.status()[0]).toMatchObject({
        position,
        parked: [
          expect.objectContaining({
            position: clash,
            stream: 'acme.thing-3',
            error: expect.stringMatching(/^commit refused: Unique index violated in collection 'mails_v1_owners'/),
          }),
        ],
      });
      expect(runner.status()[0].lastError).toBeUndefined();
    }

    it('parks the one event that clashes in a batch, after retries, and commits the others', async () => {
      const { eventStore, runner } = setup(mails);
      await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
      await eventStore.append('acme.thing-2', [increment(2)], 'no_stream');
      const clash = await eventStore.append('acme.thing-3', [increment(1)], 'no_stream');
      const { position } = await eventStore.append('acme.thing-4', [increment(3)], 'no_stream');
      await runner.start();
      await expectClashParked(runner, position, clash.position);
    });

    it('parks it too when it arrives live', async () => {
      const { eventStore, runner } = setup(mails);
      await runner.start();
      await eventStore.append('acme.thing-1', [increment(1)], 'no_stream');
      await eventStore.append('acme.thing-2', [increment(2)], 'no_stream');
      const clash = await eventStore.append('acme.thing-3', [increment(1)], 'no_stream');
      const { position } = await eventStore.append('acme.thing-4', [increment(3)], 'no_stream');
      await expectClashParked(runner, position, clash.position);
    });
  });
});
