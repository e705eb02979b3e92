import type { RecordedEvent } from '@app/event-schemas';
import type { CollectionSpec, Doc, DocChange, ReadModelStore } from '@app/storage';
import type { ParkedEvent } from './projector';

/** One collection for every projector's parked events, so operators find them in one place. */
export const PARKED_EVENTS_COLLECTION: CollectionSpec = {
  name: 'projections_parked_events',
  indexes: [
    { field: 'projector', type: 'text' },
    { field: 'build', type: 'text' },
    { field: 'position', type: 'number' },
  ],
};

export function parkedEvent(projector: string, build: string, event: RecordedEvent, error: unknown): ParkedEvent {
  return {
    projector,
    build,
    position: event.position,
    eventId: event.id,
    stream: event.stream,
    type: event.type,
    error: error instanceof Error ? error.message : String(error),
    parkedAt: new Date().toISOString(),
  };
}

export function parkedEventChange(parked: ParkedEvent): DocChange {
  const doc: Doc = { _id: `${parked.projector}@${parked.build}:${parked.position}`, ...parked };
  return { op: 'put', collection: PARKED_EVENTS_COLLECTION.name, doc };
}

export async function loadParkedEvents(
  store: ReadModelStore,
  projector: string,
  build: string,
): Promise<ParkedEvent[]> {
  const docs = await store.find(PARKED_EVENTS_COLLECTION.name, {
    where: { projector, build },
    sort: [{ field: 'position', direction: 'asc' }],
  });
  return docs.map(({ _id, ...parked }) => parked as unknown as ParkedEvent);
}

export async function forgetParkedEvents(store: ReadModelStore, projector: string, build: string): Promise<void> {
  const parked = await loadParkedEvents(store, projector, build);
  if (parked.length === 0) return;
  await store.commit(
    parked.map((p) => ({
      op: 'delete',
      collection: PARKED_EVENTS_COLLECTION.name,
      id: `${p.projector}@${p.build}:${p.position}`,
    })),
  );
}
