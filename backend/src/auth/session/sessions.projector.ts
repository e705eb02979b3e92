import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector } from '@app/projections';
import type { Doc } from '@app/storage';
import { SessionEnded, SessionStarted } from '../auth.events';

export const SESSIONS_PROJECTOR = 'sessions';
export const SESSIONS = 'sessions';

/** One refresh-token family: what the access-token guard checks on every request. */
export interface SessionDoc extends Doc {
  tenant: string;
  familyId: string;
  userId: string;
  method: string;
  active: boolean;
  startedAt: string;
  endedReason?: string;
  endedAt?: string;
}

export const sessionDocId = (tenant: string, familyId: string) => `${tenant}.${familyId}`;

const idOf = (event: RecordedEvent) => {
  const { tenant, id } = parseStreamName(event.stream);
  return sessionDocId(tenant ?? '', id);
};

export const sessionsProjector = defineProjector({
  name: SESSIONS_PROJECTOR,
  version: 1,
  events: [SessionStarted, SessionEnded],
  collections: [
    {
      name: SESSIONS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'userId', type: 'text' },
        { field: 'active', type: 'boolean' },
      ],
    },
  ],
  keys: (event) => (event.type === 'SessionEnded' ? [{ collection: SESSIONS, id: idOf(event) }] : []),
  apply(event, docs) {
    const _id = idOf(event);
    if (event.type === 'SessionStarted') {
      const { familyId, userId, method } = event.data;
      const tenant = parseStreamName(event.stream).tenant ?? '';
      const doc: SessionDoc = { _id, tenant, familyId, userId, method, active: true, startedAt: event.recordedAt };
      return [{ op: 'put', collection: SESSIONS, doc }];
    }
    const current = docs.get(SESSIONS, _id) as SessionDoc | undefined;
    if (!current) return [];
    const doc: SessionDoc = { ...current, active: false, endedReason: event.data.reason, endedAt: event.recordedAt };
    return [{ op: 'put', collection: SESSIONS, doc }];
  },
});
