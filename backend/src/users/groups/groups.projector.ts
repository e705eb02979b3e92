import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector } from '@app/projections';
import type { Doc } from '@app/storage';
import { GROUP_STREAM_EVENTS } from './group.events';
import { evolveGroup, initialGroupState } from './group.state';

export const GROUPS_PROJECTOR = 'groups';
/** Live notification groups; a deleted group's document is removed. */
export const GROUPS = 'groups';

export interface GroupDoc extends Doc {
  tenant: string;
  groupId: string;
  name: string;
  nameLower: string;
  members: string[];
  version: number;
  /** Stream revision of the last event applied. */
  revision: number;
}

export const groupDocId = (tenant: string, groupId: string) => `${tenant}.${groupId}`;

const tenantOf = (event: RecordedEvent) => parseStreamName(event.stream).tenant ?? '';

/** The groups read model (002 §7 GET /api/groups): one document per live group. */
export const groupsProjector = defineProjector({
  name: GROUPS_PROJECTOR,
  version: 1,
  events: GROUP_STREAM_EVENTS,
  collections: [
    {
      name: GROUPS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'nameLower', type: 'text' },
      ],
    },
  ],
  keys: (event) => [{ collection: GROUPS, id: groupDocId(tenantOf(event), event.data.groupId) }],
  apply(event, docs) {
    const tenant = tenantOf(event);
    const id = groupDocId(tenant, event.data.groupId);
    if (event.type === 'GroupDeleted') return [{ op: 'delete', collection: GROUPS, id }];
    const existing = docs.get(GROUPS, id) as GroupDoc | undefined;
    // Applying an event twice changes nothing: the revision tells whether it is already in.
    if (existing && existing.revision >= event.revision) return [];
    if (!existing && event.type !== 'GroupCreated') return [];
    const previous = existing
      ? { ...initialGroupState, exists: true, ...existing }
      : { ...initialGroupState, version: event.revision };
    const state = evolveGroup(previous, event);
    const doc: GroupDoc = {
      _id: id,
      tenant,
      groupId: state.groupId,
      name: state.name,
      nameLower: state.name.toLowerCase(),
      members: [...state.members],
      version: state.version,
      revision: event.revision,
    };
    return [{ op: 'put', collection: GROUPS, doc }];
  },
});
