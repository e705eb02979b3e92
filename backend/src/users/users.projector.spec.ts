import type { RecordedEvent } from '@app/event-schemas';
import type { Doc } from '@app/storage';
import { CREDENTIALS, USERS, usersProjector } from './users.projector';

let position = 0;
function recorded(type: string, data: Record<string, unknown>, tenant = 'acme'): RecordedEvent {
  position += 1;
  return {
    type,
    data,
    id: `e${position}`,
    stream: `${tenant}.user-${String(data.userId)}`,
    version: 1,
    revision: position,
    position,
    recordedAt: `2025-01-01T00:00:0${position % 10}.000Z`,
    metadata: { tenant, userId: null, correlationId: 'c', causationId: null, time: '2025-01-01T00:00:00.000Z' },
  };
}

/** Applies events one by one over in-memory collections, as the runner does across batches. */
function project(events: RecordedEvent[]) {
  const collections = new Map<string, Map<string, Doc>>([
    [USERS, new Map()],
    [CREDENTIALS, new Map()],
  ]);
  for (const event of events) {
    const view = { get: (collection: string, id: string) => collections.get(collection)?.get(id) };
    for (const change of usersProjector.apply(event, view)) {
      const docs = collections.get(change.collection)!;
      if (change.op === 'put') docs.set(change.doc._id, change.doc);
      else docs.delete(change.id);
    }
  }
  return { users: collections.get(USERS)!, credentials: collections.get(CREDENTIALS)! };
}

const created = (userId = 'u1') =>
  recorded('UserCreated', {
    userId,
    name: 'Ada',
    mail: 'ada@acme.test',
    isAdmin: false,
    isExternal: false,
    type: 'default',
  });

describe('users projector', () => {
  it('keeps UserView fields up to date from users and sign-in events', () => {
    const { users } = project([
      created(),
      recorded('UserUpdated', { userId: 'u1', name: 'Ada L' }),
      recorded('UserTermsAccepted', { userId: 'u1', at: '2025-02-01T00:00:00.000Z' }),
      recorded('UserPermissionsChanged', { userId: 'u1', permissions: ['clients'] }),
      recorded('UserSignedIn', { userId: 'u1', at: '2025-03-01T00:00:00.000Z', method: 'password' }),
    ]);
    expect(users.get('acme.u1')).toMatchObject({
      tenant: 'acme',
      userId: 'u1',
      name: 'Ada L',
      mail: 'ada@acme.test',
      permissions: ['clients'],
      lastAccepted: '2025-02-01T00:00:00.000Z',
      lastLogin: '2025-03-01T00:00:00.000Z',
    });
  });

  it('announces the document it reads for patching events only', () => {
    expect(usersProjector.keys!(recorded('UserUpdated', { userId: 'u1', name: 'X' }))).toEqual([
      { collection: USERS, id: 'acme.u1' },
    ]);
    expect(usersProjector.keys!(created())).toEqual([]);
  });

  it('removes a deleted user and their password hash; a later sign-in event changes nothing', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const { users, credentials } = project([
      created(),
      created('u2'),
      recorded('UserPasswordSet', { userId: 'u1', passwordHash: hash }),
      recorded('UserDeleted', { userId: 'u1' }),
      recorded('UserSignedIn', { userId: 'u1', at: '2025-03-01T00:00:00.000Z', method: 'password' }),
    ]);
    expect([...users.keys()]).toEqual(['acme.u2']);
    expect(credentials.size).toBe(0);
  });

  it('keeps workspaces apart', () => {
    const { users } = project([
      created(),
      recorded('UserCreated', { ...(created().data as object), userId: 'u1' }, 'beta'),
    ]);
    expect([...users.keys()].sort()).toEqual(['acme.u1', 'beta.u1']);
  });
});
