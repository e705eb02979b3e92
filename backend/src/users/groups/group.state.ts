import type { GroupEvent } from './group.events';

export interface GroupState {
  exists: boolean;
  deleted: boolean;
  groupId: string;
  name: string;
  members: readonly string[];
  /** How many events the stream holds: the version an edit names so a concurrent one is a 409. */
  version: number;
}

export const initialGroupState: GroupState = {
  exists: false,
  deleted: false,
  groupId: '',
  name: '',
  members: [],
  version: 0,
};

export const isLiveGroup = (state: GroupState) => state.exists && !state.deleted;

export function evolveGroup(state: GroupState, event: GroupEvent): GroupState {
  const version = state.version + 1;
  switch (event.type) {
    case 'GroupCreated': {
      const { groupId, name, members } = event.data;
      return { ...state, exists: true, groupId, name, members, version };
    }
    case 'GroupRenamed':
      return { ...state, name: event.data.name, version };
    case 'GroupMembersChanged':
      return { ...state, members: event.data.members, version };
    case 'GroupDeleted':
      return { ...state, deleted: true, version };
  }
}
