import { InvalidEventMetadataError } from '@app/event-schemas';
import { ConcurrencyConflictError, type EventStore } from '../event-store.port';
import {
  dataOf,
  events,
  sleep,
  testEvent,
  uniqueTenant,
  waitFor,
  type EventStoreFactory,
} from './event-store-test-kit';
import { describeLiveContract } from './event-store-live.contract';

/**
 * The behaviour every event store adapter must have. Each test works in its own tenant, so the
 * suite also runs against a shared server. `skipReason` (when set) is shown in the jest output.
 * `clockSkipReason` is set for engines that stamp events with their own clock (the tests that need
 * events recorded out of time order are skipped there, showing why and what covers them instead).
 */
export function describeEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  skipReason?: string,
  clockSkipReason?: string,
): void {
  describe(`${name} (event store contract)`, () => {
    if (skipReason) {
      it.skip(`${name} contract skipped: ${skipReason}`, () => undefined);
      return;
    }
    let store: EventStore;
    let tenant: string;
    const stream = (id = 'x') => `${tenant}.thing-${id}`;
    beforeEach(async () => {
      store = await factory();
      tenant = uniqueTenant();
    });
    afterEach(async () => store.close());

    describe('append with an expected state', () => {
      it('no_stream: creates the stream, then conflicts and writes nothing', async () => {
        const first = await store.append(stream(), events(tenant, 2), 'no_stream');
        expect(first.revision).toBe(1);
        await expect(store.append(stream(), events(tenant, 1), 'no_stream')).rejects.toThrow(ConcurrencyConflictError);
        expect(await store.readStream(stream())).toHaveLength(2);
      });

      it('-1 means no_stream', async () => {
        await store.append(stream(), events(tenant, 1), -1);
        await expect(store.append(stream(), events(tenant, 1), -1)).rejects.toBeInstanceOf(ConcurrencyConflictError);
      });

      it('any: appends whether or not the stream exists', async () => {
        expect((await store.append(stream(), events(tenant, 1), 'any')).revision).toBe(0);
        expect((await store.append(stream(), events(tenant, 2), 'any')).revision).toBe(2);
      });

      it('stream_exists: conflicts on a missing stream, appends to an existing one', async () => {
        await expect(store.append(stream(), events(tenant, 1), 'stream_exists')).rejects.toMatchObject({
          name: 'ConcurrencyConflictError',
          actual: 'no_stream',
        });
        expect(await store.readStream(stream())).toEqual([]);
        await store.append(stream(), events(tenant, 1), 'no_stream');
        expect((await store.append(stream(), events(tenant, 1), 'stream_exists')).revision).toBe(1);
      });

      it('exact revision: appends when it matches, else conflicts with the actual revision and writes nothing', async () => {
        await store.append(stream(), events(tenant, 3), 'no_stream');
        expect((await store.append(stream(), events(tenant, 1), 2)).revision).toBe(3);
        const conflict = store.append(stream(), events(tenant, 2), 2);
        await expect(conflict).rejects.toBeInstanceOf(ConcurrencyConflictError);
        await expect(conflict).rejects.toMatchObject({ stream: stream(), expected: 2, actual: 3 });
        await expect(store.append(stream('new'), events(tenant, 1), 0)).rejects.toMatchObject({ actual: 'no_stream' });
        expect(await store.readStream(stream())).toHaveLength(4);
        expect(await store.readStream(stream('new'))).toEqual([]);
      });

      it('returns the last revision and a position that grows with every append', async () => {
        const a = await store.append(stream('a'), events(tenant, 3), 'no_stream');
        const b = await store.append(stream('b'), events(tenant, 1), 'no_stream');
        const recorded = await store.readStream(stream('a'));
        expect(recorded.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(recorded[2].position).toBe(a.position);
        expect(recorded[0].position).toBeLessThan(recorded[1].position);
        expect(recorded[1].position).toBeLessThan(recorded[2].position);
        expect(b.position).toBeGreaterThan(a.position);
      });

      it('stores id, type, version, data and metadata as given', async () => {
        const event = {
          ...testEvent(tenant, 'ThingNamed', { name: 'Ada', tags: ['x'] }),
          id: '3f0c3ad2-8a3c-4a8e-9f57-5d3f3b0b8a11',
          version: 2,
        };
        await store.append(stream(), [event], 'any');
        const [stored] = await store.readStream(stream());
        expect(stored).toMatchObject({
          id: event.id,
          stream: stream(),
          type: 'ThingNamed',
          version: 2,
          data: event.data,
          metadata: event.metadata,
        });
        expect(Date.parse(stored.recordedAt)).not.toBeNaN();
      });

      it('refuses a batch with one event whose metadata is incomplete or names another tenant, writing none of it', async () => {
        const good = testEvent(tenant);
        const otherTenant = testEvent(`${tenant}x`);
        const { correlationId: _dropped, ...incomplete } = good.metadata;
        const attempt = store.append(stream(), [good, otherTenant], 'any');
        await expect(attempt).rejects.toBeInstanceOf(InvalidEventMetadataError);
        await expect(attempt).rejects.toThrow(`tenant: "${tenant}x" is not the stream's tenant "${tenant}"`);
        await expect(
          store.append(stream(), [good, { ...good, metadata: incomplete as typeof good.metadata }], 'any'),
        ).rejects.toThrow(/correlationId/);
        expect(await store.readStream(stream())).toEqual([]);
        await expect(store.append('_global.thing-1', [testEvent(tenant)], 'any').then(() => 'written')).resolves.toBe(
          'written',
        );
      });

      it('refuses an empty batch', async () => {
        await expect(store.append(stream(), [], 'any')).rejects.toThrow(/at least one event/);
      });

      /*
       * All 50 appends are started before any is awaited. On KurrentDB they are 50 requests in flight at
       * once and the server's expected-revision check decides: a real race. In one process SQLite runs
       * each append synchronously to the end, so here this proves the check itself, not a race; the
       * race between processes on one SQLite file is sqlite-event-store-processes.int-spec.ts.
       */
      it('lets exactly one of 50 racing appends with the same expected revision win', async () => {
        await store.append(stream(), events(tenant, 1), 'no_stream');
        const racers = Array.from({ length: 50 }, (_, n) =>
          store.append(stream(), [testEvent(tenant, 'ThingHappened', { racer: n })], 0),
        );
        const results = await Promise.allSettled(racers);
        const won = results.filter((result) => result.status === 'fulfilled');
        const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(49);
        for (const failure of lost) expect(failure.reason).toBeInstanceOf(ConcurrencyConflictError);
        const recorded = await store.readStream(stream());
        expect(recorded.map((event) => event.revision)).toEqual([0, 1]);
        expect(recorded[1].data).toEqual({ racer: results.findIndex((result) => result.status === 'fulfilled') });
      });
    });

    describe('appendStreams (atomic multi-stream append)', () => {
      const revisionsOf = async (name: string) => (await store.readStream(stream(name))).map((e) => e.revision);

      it('writes several streams with their own expected states, answering in order with growing positions', async () => {
        await store.append(stream('b'), events(tenant, 2), 'no_stream');
        await store.append(stream('c'), events(tenant, 1), 'no_stream');
        const results = await store.appendStreams([
          { stream: stream('a'), events: events(tenant, 2), expected: 'no_stream' },
          { stream: stream('b'), events: events(tenant, 1), expected: 1 },
          { stream: stream('c'), events: events(tenant, 3), expected: 'any' },
        ]);
        expect(results.map((result) => result.revision)).toEqual([1, 2, 3]);
        expect(results[0].position).toBeLessThan(results[1].position);
        expect(results[1].position).toBeLessThan(results[2].position);
        expect(await revisionsOf('a')).toEqual([0, 1]);
        expect(await revisionsOf('b')).toEqual([0, 1, 2]);
        expect(await revisionsOf('c')).toEqual([0, 1, 2, 3]);
        for (const [index, name] of ['a', 'b', 'c'].entries()) {
          const last = (await store.readStream(stream(name), { direction: 'backwards', maxCount: 1 }))[0];
          expect(last.position).toBe(results[index].position);
        }
      });

      it.each([0, 1, 2])('a conflict on write %i writes nothing on any stream, naming that stream', async (stale) => {
        await store.append(stream('x'), events(tenant, 1), 'no_stream');
        await store.append(stream('y'), events(tenant, 1), 'no_stream');
        await store.append(stream('z'), events(tenant, 1), 'no_stream');
        const before = await store.headPosition();
        const names = ['x', 'y', 'z'];
        const attempt = store.appendStreams(
          names.map((name, index) => ({
            stream: stream(name),
            events: events(tenant, 2),
            expected: index === stale ? 5 : 0,
          })),
        );
        await expect(attempt).rejects.toBeInstanceOf(ConcurrencyConflictError);
        await expect(attempt).rejects.toMatchObject({ stream: stream(names[stale]), expected: 5, actual: 0 });
        for (const name of names) expect(await revisionsOf(name)).toEqual([0]);
        expect(await store.headPosition()).toBe(before);
      });

      it('refuses the whole call when one event has bad metadata, writing nothing', async () => {
        const attempt = store.appendStreams([
          { stream: stream('a'), events: events(tenant, 1), expected: 'no_stream' },
          { stream: stream('b'), events: [testEvent(`${tenant}x`)], expected: 'no_stream' },
        ]);
        await expect(attempt).rejects.toBeInstanceOf(InvalidEventMetadataError);
        expect(await store.readStream(stream('a'))).toEqual([]);
      });

      it('refuses no writes, a stream named twice, and a write with no events', async () => {
        await expect(store.appendStreams([])).rejects.toThrow(/at least one stream write/);
        await expect(
          store.appendStreams([
            { stream: stream('a'), events: events(tenant, 1), expected: 'any' },
            { stream: stream('a'), events: events(tenant, 1), expected: 'any' },
          ]),
        ).rejects.toThrow(/more than once/);
        await expect(
          store.appendStreams([
            { stream: stream('a'), events: events(tenant, 1), expected: 'any' },
            { stream: stream('b'), events: [], expected: 'any' },
          ]),
        ).rejects.toThrow(/at least one event/);
        expect(await store.readStream(stream('a'))).toEqual([]);
      });

      it('tells onAppended listeners the last position', async () => {
        const heard: number[] = [];
        const remove = store.onAppended((position) => heard.push(position));
        const results = await store.appendStreams([
          { stream: stream('a'), events: events(tenant, 1), expected: 'no_stream' },
          { stream: stream('b'), events: events(tenant, 1), expected: 'no_stream' },
        ]);
        await waitFor(() => heard.includes(results[1].position), 5000, 'the last position');
        remove();
      });
    });

    describe('readStream', () => {
      beforeEach(async () => void (await store.append(stream(), events(tenant, 5), 'no_stream')));

      it('reads forwards and backwards', async () => {
        expect(dataOf(await store.readStream(stream()))).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
        expect(dataOf(await store.readStream(stream(), { direction: 'backwards' }))).toEqual(
          [4, 3, 2, 1, 0].map((n) => ({ n })),
        );
      });

      it('honours fromRevision, toRevision and maxCount in both directions', async () => {
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(stream(), options)).map((event) => event.revision);
        expect(await revisions({ fromRevision: 2 })).toEqual([2, 3, 4]);
        expect(await revisions({ toRevision: 2 })).toEqual([0, 1, 2]);
        expect(await revisions({ fromRevision: 1, toRevision: 3, maxCount: 2 })).toEqual([1, 2]);
        expect(await revisions({ direction: 'backwards', fromRevision: 3 })).toEqual([3, 2, 1, 0]);
        expect(await revisions({ direction: 'backwards', toRevision: 2, maxCount: 2 })).toEqual([2, 1]);
        expect(await revisions({ direction: 'backwards', maxCount: 1 })).toEqual([4]);
      });

      it('reads an unknown stream as empty', async () => {
        expect(await store.readStream(stream('never'))).toEqual([]);
      });
    });

    describe('types: [] (no wanted type)', () => {
      it('reads no event, with or without a tenant, where an absent types option reads them all', async () => {
        const start = await store.headPosition();
        await store.append(stream(), events(tenant, 3), 'no_stream');
        expect(await store.readAll({ afterPosition: start, types: [] })).toEqual([]);
        expect(await store.readAll({ afterPosition: start, tenant, types: [] })).toEqual([]);
        expect(await store.readAll({ afterPosition: start, tenant, types: [], maxCount: 2 })).toEqual([]);
        expect(await store.readAll({ afterPosition: start, tenant })).toHaveLength(3);
      });

      it('subscribes to no event, and its subscription still ends on close()', async () => {
        const start = await store.headPosition();
        const received: unknown[] = [];
        const subscription = store.subscribe({ afterPosition: start, types: [] }, (event) => void received.push(event));
        const everything = store.subscribe({ afterPosition: start, tenant }, (event) => void received.push(event));
        await store.append(stream(), events(tenant, 2), 'no_stream');
        await waitFor(() => received.length === 2, 5000, 'the events of the unfiltered subscription');
        await sleep(200);
        expect(received).toHaveLength(2);
        await subscription.close();
        await everything.close();
        await expect(subscription.done).resolves.toBeUndefined();
      });
    });

    describe('until, with times that do not grow with revisions (a new leader whose clock is behind)', () => {
      const at = (second: number) => Date.parse(`2026-01-01T00:00:${String(second).padStart(2, '0')}Z`);
      if (clockSkipReason) {
        it.skip(`skipped: ${clockSkipReason}`, () => undefined);
        return;
      }
      let clocked: EventStore;
      afterEach(async () => clocked?.close());

      it('skips the later events and reads on to the revision bound, both directions', async () => {
        let now = 0;
        clocked = await factory({ clock: () => now });
        // Revision 1 was stamped by a leader whose clock was ahead; revisions 2-3 by its successor.
        for (const [revision, second] of [10, 30, 20, 40].entries()) {
          now = at(second);
          await clocked.append(stream(), events(tenant, 1), revision - 1);
        }
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await clocked.readStream(stream(), options)).map((event) => event.revision);
        const until = new Date(at(25));
        expect(await revisions({ until })).toEqual([0, 2]);
        expect(await revisions({ until: until.toISOString(), fromRevision: 1 })).toEqual([2]);
        expect(await revisions({ until, toRevision: 2 })).toEqual([0, 2]);
        expect(await revisions({ until, toRevision: 1 })).toEqual([0]);
        expect(await revisions({ until, maxCount: 2 })).toEqual([0, 2]);
        expect(await revisions({ until, direction: 'backwards' })).toEqual([2, 0]);
        expect(await revisions({ until, direction: 'backwards', maxCount: 1 })).toEqual([2]);
        expect(await revisions({ until: new Date(at(45)) })).toEqual([0, 1, 2, 3]);
      });
    });

    describe('subscription done', () => {
      it('stays pending while the subscription delivers, and resolves after close()', async () => {
        const start = await store.headPosition();
        const received: unknown[] = [];
        const subscription = store.subscribe({ afterPosition: start, tenant }, (event) => void received.push(event));
        await store.append(stream(), events(tenant, 2), 'no_stream');
        await waitFor(() => received.length === 2, 5000, 'delivery');
        const settled = await Promise.race([
          subscription.done?.then(
            () => 'resolved',
            () => 'rejected',
          ),
          sleep(100).then(() => 'pending'),
        ]);
        expect(settled).toBe('pending');
        await subscription.close();
        await expect(subscription.done).resolves.toBeUndefined();
      });
    });

    describeLiveContract(() => ({ store, tenant }));
  });
}
