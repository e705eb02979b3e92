import { createMetadata, type RecordedEvent } from '@app/event-schemas';
import { foldStream } from './fold-stream';
import { InMemoryEventStore } from './in-memory-event-store';
import { sleep } from './testing/event-store-test-kit';

type Title = { title: string | null; changes: number };
const evolve = (state: Title, event: RecordedEvent): Title => ({
  title: (event.data as { title: string }).title,
  changes: state.changes + 1,
});
const initial: Title = { title: null, changes: 0 };
const renamed = (title: string) => ({
  type: 'RecordRenamed',
  data: { title },
  metadata: createMetadata({ tenant: 'acme', userId: 'u1' }),
});

describe('foldStream', () => {
  const stream = 'acme.record-1';
  let store: InMemoryEventStore;
  beforeEach(async () => {
    store = new InMemoryEventStore();
    await store.append(stream, [renamed('A'), renamed('B')], 'no_stream');
    await sleep(20);
    await store.append(stream, [renamed('C')], 1);
  });

  it('folds the whole stream and returns its revision', async () => {
    expect(await foldStream(store, stream, evolve, initial)).toEqual({
      state: { title: 'C', changes: 3 },
      revision: 2,
      position: 3,
    });
  });

  it('folds up to a revision', async () => {
    expect(await foldStream(store, stream, evolve, initial, { toRevision: 0 })).toEqual({
      state: { title: 'A', changes: 1 },
      revision: 0,
      position: 1,
    });
  });

  it('folds up to an instant', async () => {
    const [, second] = await store.readStream(stream);
    expect(await foldStream(store, stream, evolve, initial, { until: second.recordedAt })).toEqual({
      state: { title: 'B', changes: 2 },
      revision: 1,
      position: 2,
    });
  });

  it('gives the initial state and revision -1 for nothing, usable as an expected revision', async () => {
    const folded = await foldStream(store, 'acme.record-2', evolve, initial);
    expect(folded).toEqual({ state: initial, revision: -1, position: 0 });
    await expect(store.append('acme.record-2', [renamed('X')], folded.revision)).resolves.toMatchObject({
      revision: 0,
    });
    expect(await foldStream(store, stream, evolve, initial, { until: '2000-01-01T00:00:00Z' })).toEqual({
      state: initial,
      revision: -1,
      position: 0,
    });
  });

  it('resumes from an earlier fold, reading only the events after it, with the same answer as a full fold', async () => {
    const earlier = await foldStream(store, stream, evolve, initial, { toRevision: 1 });
    const read = jest.spyOn(store, 'readStream');
    const resumed = await foldStream(store, stream, evolve, initial, { resumeFrom: earlier });
    expect(read).toHaveBeenCalledWith(stream, expect.objectContaining({ fromRevision: 2 }));
    expect(resumed).toEqual(await foldStream(store, stream, evolve, initial));
    // Nothing new: the earlier fold is the answer as it is.
    const head = await foldStream(store, stream, evolve, initial);
    expect(await foldStream(store, stream, evolve, initial, { resumeFrom: head })).toBe(head);
  });
});
