import { createMetadata } from '@app/event-schemas';
import type { ResolvedEvent } from '@kurrent/kurrentdb-client';
import { fromResolved, toEventData, toFlatEventData } from './kurrent-event-mapping';

/** What a read gives back for an event appended with the given EventData's metadata. */
function readBack(metadata: unknown): ResolvedEvent {
  return {
    event: {
      id: 'e1',
      streamId: 'acme.thing-1',
      type: 'ThingHappened',
      revision: 0n,
      isJson: true,
      data: { n: 1 },
      metadata,
      created: new Date('2026-11-24T10:00:00.000Z'),
      position: { commit: 42n, prepare: 42n },
      contentType: 'application/json',
    },
  } as unknown as ResolvedEvent;
}

describe('KurrentDB event mapping', () => {
  const metadata = createMetadata({
    tenant: 'acme',
    userId: null,
    correlationId: 'c1',
    time: '2026-11-24T10:00:00.000Z',
  });
  const event = { type: 'ThingHappened', version: 2, data: { n: 1 }, metadata };

  it('gives multi-stream appends metadata as a flat map of strings, as the client requires', () => {
    const flat = toFlatEventData(event).metadata as Record<string, unknown>;
    expect(Object.values(flat).every((value) => typeof value === 'string')).toBe(true);
    expect(flat).toMatchObject({ tenant: 'acme', schemaVersion: '2', $correlationId: 'c1' });
    expect(flat).not.toHaveProperty('userId');
  });

  it('reads both forms back to the same metadata and version', () => {
    const fromJson = fromResolved(readBack(toEventData(event).metadata));
    const fromFlat = fromResolved(readBack(toFlatEventData(event).metadata));
    expect(fromFlat.metadata).toEqual(metadata);
    expect(fromJson.metadata).toEqual(metadata);
    expect([fromFlat.version, fromJson.version]).toEqual([2, 2]);
    expect(fromFlat.position).toBe(42);
  });
});
