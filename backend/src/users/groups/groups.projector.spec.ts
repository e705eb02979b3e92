import type { RecordedEvent } from '@app/event-schemas';
import type { Doc } from '@app/storage';
import { GROUPS, groupsProjector } from './groups.projector';

/** Events of one group's stream, each at the next revision. */
function stream(groupId: string, events: [string, Record<string, unknown>][], tenant = 'acme'): RecordedEvent[] {
  return events.map(([type, data], revision) => ({
    type,
    data: { groupId, ...data },
    id: `${groupId}-${revision}`,
    stream: `${tenant}.group-${groupId}`,
    version: 1,
    revision,
    position: revision + 1,
    recordedAt: '2025-01-01T00:00:00.000Z',
    metadata: { tenant, userId: null, correlationId: 'c', causationId: null, time: '2025-01-01T00:00:00.000Z' },
  }));
}

/** Applies events one by one over an in-memory collection, as the runner does across batches. */
function project(events: RecordedEvent[]) {
  const docs = new Map<string, Doc>();
  for (const event of events) {
    const view = { get: (collection: string, id: string) => (collection === GROUPS ? docs.get(id) : undefined) };
    for (const change of groupsProjector.apply(event, view)) {
      if (change.op === 'put') docs.set(change.doc._id, change.doc);
      else docs.delete(change.id);
    }
  }
  return docs;
}

describe('groups projector (GET /api/groups)', () => {
  const events = stream('g1', [
    ['GroupCreated', { name: 'Partners', members: ['u1'] }],
    ['GroupRenamed', { name: 'Senior partners', before: 'Partners' }],
    ['GroupMembersChanged', { members: ['u1', 'u2'], before: ['u1'] }],
  ]);

  it('keeps each live group with its name, members and version', () => {
    expect([...project(events).values()]).toEqual([
      {
        _id: 'acme.g1',
        tenant: 'acme',
        groupId: 'g1',
        name: 'Senior partners',
        nameLower: 'senior partners',
        members: ['u1', 'u2'],
        version: 3,
        revision: 2,
      },
    ]);
  });

  it('changes nothing when an event is applied twice', () => {
    expect(project([...events, events[1]]).get('acme.g1')).toMatchObject({ name: 'Senior partners', version: 3 });
  });

  it('removes a deleted group', () => {
    const deleted = stream('g1', [
      ['GroupCreated', { name: 'Partners', members: [] }],
      ['GroupDeleted', {}],
    ]);
    expect(project(deleted).size).toBe(0);
  });
});
