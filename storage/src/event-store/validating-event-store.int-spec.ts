import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createMetadata, defineEvent, EventRegistry, InvalidEventError, type RecordedEvent } from '@app/event-schemas';
import { SqliteEventStore } from './sqlite-event-store';
import { waitFor } from './testing/event-store-test-kit';
import { UnreadableEventError } from './event-store.port';
import { ValidatingEventStore } from './validating-event-store';

const RecordRenamed = defineEvent({
  type: 'RecordRenamed',
  version: 2,
  schema: z.object({ title: z.string().min(1), language: z.string() }),
  upcast: { 1: (v1: { name: string }) => ({ title: v1.name, language: 'en' }) },
});
const registry = new EventRegistry([RecordRenamed]);
const metadata = createMetadata({ tenant: 'acme', userId: 'u1' });
const stream = 'acme.record-1';

describe('ValidatingEventStore over SQLite', () => {
  let folder: string;
  let raw: SqliteEventStore;
  let store: ValidatingEventStore;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'validating-store-'));
    raw = SqliteEventStore.open(join(folder, 'events.sqlite'));
    store = new ValidatingEventStore(raw, registry);
  });
  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('validates every event of a multi-stream append first: a bad payload in the second write writes nothing', async () => {
    const good = { type: 'RecordRenamed', data: { title: 'Fine', language: 'en' }, metadata };
    const bad = { type: 'RecordRenamed', data: { title: '', language: 'en' }, metadata };
    const attempt = store.appendStreams([
      { stream, events: [good], expected: 'no_stream' },
      { stream: 'acme.record-2', events: [good, bad], expected: 'no_stream' },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(InvalidEventError);
    expect(await raw.readStream(stream)).toEqual([]);
    expect(await raw.readStream('acme.record-2')).toEqual([]);
    const [first, second] = await store.appendStreams([
      { stream, events: [good], expected: 'no_stream' },
      { stream: 'acme.record-2', events: [good], expected: 'no_stream' },
    ]);
    expect([first.revision, second.revision]).toEqual([0, 0]);
  });

  it('reads an event stored at v1 as v2, in readStream, readAll and subscriptions', async () => {
    await raw.append(
      stream,
      [{ type: 'RecordRenamed', version: 1, data: { name: 'Old title' }, metadata }],
      'no_stream',
    );
    const expected = { version: 2, data: { title: 'Old title', language: 'en' } };
    expect(await store.readStream(stream)).toEqual([expect.objectContaining(expected)]);
    expect(await store.readAll()).toEqual([expect.objectContaining(expected)]);
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribe({}, (event) => void delivered.push(event));
    await waitFor(() => delivered.length === 1);
    await subscription.close();
    expect(delivered[0]).toMatchObject(expected);
    // The stored event itself is untouched: history is never rewritten.
    expect((await raw.readStream(stream))[0]).toMatchObject({ version: 1, data: { name: 'Old title' } });
  });

  it('fills the current version when the writer leaves it out', async () => {
    await store.append(
      stream,
      [{ type: 'RecordRenamed', data: { title: 'T', language: 'fr' }, metadata }],
      'no_stream',
    );
    expect((await raw.readStream(stream))[0].version).toBe(2);
  });

  it('refuses a batch with one bad payload, naming type, version and field, and writes none of it', async () => {
    const good = RecordRenamed.create({ title: 'Fine', language: 'en' }, metadata);
    const bad = { type: 'RecordRenamed', data: { title: '', language: 3 }, metadata };
    const attempt = store.append(stream, [good, bad], 'any');
    await expect(attempt).rejects.toBeInstanceOf(InvalidEventError);
    await expect(attempt).rejects.toThrow(/Invalid event RecordRenamed v2: title: .*; language: /);
    expect(await raw.readStream(stream)).toEqual([]);
    expect(await raw.headPosition()).toBe(0);
  });

  it('refuses an unknown event type', async () => {
    await expect(store.append(stream, [{ type: 'SomethingOdd', data: {}, metadata }], 'any')).rejects.toThrow(
      /SomethingOdd.*unknown event type/,
    );
  });

  it('throws a clear error when a stored payload cannot be read', async () => {
    await raw.append(stream, [{ type: 'RecordRenamed', version: 2, data: { title: 42 }, metadata }], 'no_stream');
    await expect(store.readStream(stream)).rejects.toThrow(/RecordRenamed v2: stored payload: title: .*language: /);
  });

  it('says which stored event cannot be read, with the events read before it, in readAll and subscriptions', async () => {
    const good = (title: string) => RecordRenamed.create({ title, language: 'en' }, metadata);
    await raw.append(stream, [good('one'), good('two')], 'no_stream');
    await raw.append(stream, [{ type: 'RecordRenamed', version: 2, data: { title: '' }, metadata }, good('four')], 1);
    const failure = await store.readAll().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableEventError);
    const unreadable = failure as UnreadableEventError;
    expect(unreadable.message).toMatch(
      /^Stored event RecordRenamed v2 at position 3 \(acme\.record-1@2\) cannot be read: Invalid event RecordRenamed v2: stored payload: title: /,
    );
    expect(unreadable.event).toMatchObject({ position: 3, revision: 2, data: { title: '' } });
    expect(unreadable.before.map((event) => event.data)).toEqual([
      { title: 'one', language: 'en' },
      { title: 'two', language: 'en' },
    ]);
    expect(unreadable.cause).toBeInstanceOf(InvalidEventError);

    const delivered: RecordedEvent[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const subscription = store.subscribe({}, (event) => void delivered.push(event));
    await expect(subscription.done).rejects.toMatchObject({ name: 'UnreadableEventError', event: { position: 3 } });
    spy.mockRestore();
    expect(delivered.map((event) => event.position)).toEqual([1, 2]);
  });
  it('does not parse an event it validated on append again when it is read back; others it still validates', async () => {
    let parses = 0;
    const Counted = defineEvent({
      type: 'ThingCounted',
      schema: z.object({ n: z.number() }).refine(() => (parses += 1) > 0),
    });
    const counting = new ValidatingEventStore(raw, new EventRegistry([Counted]));
    await counting.append('acme.thing-1', [Counted.create({ n: 1 }, metadata)], 'no_stream');
    expect(parses).toBe(1);
    expect((await counting.readAll()).map((event) => event.data)).toEqual([{ n: 1 }]);
    const delivered: RecordedEvent[] = [];
    const subscription = counting.subscribe({}, (event) => void delivered.push(event));
    await waitFor(() => delivered.length === 1);
    await subscription.close();
    expect(parses).toBe(1);

    // Appended by another process (or the raw adapter), or under an id the writer chose: validated when read.
    await raw.append('acme.thing-2', [Counted.create({ n: 2 }, metadata)], 'no_stream');
    await counting.append('acme.thing-3', [Counted.create({ n: 3 }, metadata, 'chosen-id')], 'no_stream');
    expect(parses).toBe(2);
    expect((await counting.readAll()).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(parses).toBe(4);
    await raw.append('acme.thing-4', [{ type: 'ThingCounted', data: { n: 'four' }, metadata }], 'no_stream');
    await expect(counting.readStream('acme.thing-4')).rejects.toThrow(/ThingCounted v1: stored payload: n: /);
  });

  it('remembers only the last 20,000 events it validated: an older one is validated again when read', async () => {
    let parses = 0;
    const Counted = defineEvent({
      type: 'ThingCounted',
      schema: z.object({ n: z.number() }).refine(() => (parses += 1) > 0),
    });
    const counting = new ValidatingEventStore(raw, new EventRegistry([Counted]));
    const writes = Array.from({ length: 20_001 }, (_, n) => ({
      stream: `acme.thing-${n}`,
      events: [Counted.create({ n }, metadata)],
      expected: 'no_stream' as const,
    }));
    await counting.appendStreams(writes);
    expect(parses).toBe(20_001);
    expect((await counting.readStream('acme.thing-20000'))[0].data).toEqual({ n: 20_000 });
    expect((await counting.readStream('acme.thing-1'))[0].data).toEqual({ n: 1 });
    expect(parses).toBe(20_001);
    expect((await counting.readStream('acme.thing-0'))[0].data).toEqual({ n: 0 });
    expect(parses).toBe(20_002);
  });
});
