import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { GroupEvent } from '../groups/group.events';
import { GroupStream } from '../groups/group.streams';
import { decideCreateGroup, type CreateGroupInput } from './create-group.decide';

const spec = streamSpec(GroupStream);
const command: CreateGroupInput = {
  groupId: 'g1',
  name: ' Partners ',
  members: ['u1', 'u2', 'u1'],
  standing: { u1: 'user', u2: 'user', x1: 'external' },
};
const created: GroupEvent = {
  type: 'GroupCreated',
  data: { groupId: 'g1', name: 'Partners', members: ['u1', 'u2'] },
};
const create =
  (over: Partial<CreateGroupInput> = {}) =>
  (state: Parameters<typeof decideCreateGroup>[1]) =>
    decideCreateGroup({ ...command, ...over }, state);

describe('create group', () => {
  it('creates the group with a trimmed name and each member once', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('creates a group with no members', () => {
    spec
      .given([])
      .when(create({ members: [] }))
      .then([{ type: 'GroupCreated', data: { groupId: 'g1', name: 'Partners', members: [] } }]);
  });

  it('refuses an existing group', () => {
    spec.given([created]).when(create()).thenThrows('Group g1 already exists.');
  });

  it('requires a name of at most 50 characters', () => {
    spec
      .given([])
      .when(create({ name: '   ' }))
      .thenThrows('Please provide a name.');
    spec
      .given([])
      .when(create({ name: 'x'.repeat(51) }))
      .thenThrows('Group names cannot exceed 50 characters.');
    spec
      .given([])
      .when(create({ name: 'x'.repeat(50), members: [] }))
      .then([{ type: 'GroupCreated', data: { groupId: 'g1', name: 'x'.repeat(50), members: [] } }]);
  });

  it('refuses a member who is not a user of the workspace, or an external user', () => {
    spec
      .given([])
      .when(create({ members: ['u1', 'ghost'] }))
      .thenThrows('There is no user ghost in this workspace.');
    spec
      .given([])
      .when(create({ members: ['x1'] }))
      .thenThrows('External users cannot be members of a group (user x1).');
  });
});
