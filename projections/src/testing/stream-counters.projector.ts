import type { EventMetadata, NewEvent, RecordedEvent } from '@app/event-schemas';
import type { Doc } from '@app/storage';
import type { Projector } from '../projector';

/**
 * A realistic small projector for tests and the benchmark: one document per stream counting its
 * events and summing `by`; `StreamClosed` deletes the document; `poison: true` makes apply throw.
 */
export interface StreamCountersOptions {
  version?: number;
  /** Multiplies every `by`, so two versions produce different documents. */
  factor?: number;
  /** Without keys() the runner discovers the documents apply reads. */
  withKeys?: boolean;
}

export const COUNTER_EVENT_TYPES = ['CounterIncremented', 'StreamClosed'] as const;

export function streamCountersProjector(options: StreamCountersOptions = {}): Projector {
  const factor = options.factor ?? 1;
  return {
    name: 'counters',
    version: options.version ?? 1,
    handles: COUNTER_EVENT_TYPES,
    collections: [
      {
        name: 'streams',
        indexes: [
          { field: 'tenant', type: 'text' },
          { field: 'total', type: 'number' },
        ],
      },
    ],
    ...(options.withKeys === false
      ? {}
      : { keys: (event: RecordedEvent) => [{ collection: 'streams', id: event.stream }] }),
    apply(event, docs) {
      const data = event.data as { by?: number; poison?: boolean };
      if (data.poison) throw new Error(`poison event at ${event.position}`);
      if (event.type === 'StreamClosed') return [{ op: 'delete', collection: 'streams', id: event.stream }];
      const current = docs.get('streams', event.stream);
      const doc: Doc = {
        _id: event.stream,
        tenant: event.metadata.tenant,
        events: ((current?.events as number) ?? 0) + 1,
        total: ((current?.total as number) ?? 0) + (data.by ?? 1) * factor,
        lastPosition: event.position,
      };
      return [{ op: 'put', collection: 'streams', doc }];
    },
  };
}

export function testMetadata(tenant = 'acme'): EventMetadata {
  return { tenant, userId: null, correlationId: 'c-1', causationId: null, time: '2025-01-01T00:00:00.000Z' };
}

export function increment(by: number, tenant = 'acme'): NewEvent {
  return { type: 'CounterIncremented', data: { by }, metadata: testMetadata(tenant) };
}

export function closed(tenant = 'acme'): NewEvent {
  return { type: 'StreamClosed', data: {}, metadata: testMetadata(tenant) };
}

export function unrelated(tenant = 'acme'): NewEvent {
  return { type: 'SomethingElseHappened', data: {}, metadata: testMetadata(tenant) };
}

export function poison(tenant = 'acme'): NewEvent {
  return { type: 'CounterIncremented', data: { by: 1, poison: true }, metadata: testMetadata(tenant) };
}
