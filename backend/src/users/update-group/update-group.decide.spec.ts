import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { GroupEvent } from '../groups/group.events';
import { GroupStream } from '../groups/group.streams';
import { decideUpdateGroup, type UpdateGroupInput } from './update-group.decide';

const spec = streamSpec(GroupStream);
const created: GroupEvent = { type: 'GroupCreated', data: { groupId: 'g1', name: 'Partners', members: ['u1'] } };
const deleted: GroupEvent = { type: 'GroupDeleted', data: { groupId: 'g1' } };
const standing = { u1: 'user', u2: 'user', x1: 'external' } as const;
const update = (over: Partial<UpdateGroupInput>) => (state: Parameters<typeof decideUpdateGroup>[1]) =>
  decideUpdateGroup({ groupId: 'g1', standing, ...over }, state);

describe('update group', () => {
  it('renames the group, keeping the name it replaced', () => {
    spec
      .given([created])
      .when(update({ name: ' Associates ' }))
      .then([{ type: 'GroupRenamed', data: { groupId: 'g1', name: 'Associates', before: 'Partners' } }]);
  });

  it('replaces the members, keeping the list they replaced', () => {
    spec
      .given([created])
      .when(update({ members: ['u2', 'u1'] }))
      .then([{ type: 'GroupMembersChanged', data: { groupId: 'g1', members: ['u2', 'u1'], before: ['u1'] } }]);
  });

  it('writes nothing when nothing changes', () => {
    spec
      .given([created])
      .when(update({ name: 'Partners', members: ['u1'] }))
      .thenNothing();
  });

  it('keeps a member already in the group even if they are no longer a user; checks only those added', () => {
    spec
      .given([{ type: 'GroupCreated', data: { groupId: 'g1', name: 'Partners', members: ['gone'] } }])
      .when(update({ members: ['gone', 'u2'] }))
      .then([{ type: 'GroupMembersChanged', data: { groupId: 'g1', members: ['gone', 'u2'], before: ['gone'] } }]);
    spec
      .given([created])
      .when(update({ members: ['u1', 'x1'] }))
      .thenThrows('External users cannot be members of a group (user x1).');
  });

  it('refuses a stale version with a conflict', () => {
    spec
      .given([created, { type: 'GroupRenamed', data: { groupId: 'g1', name: 'Associates', before: 'Partners' } }])
      .when(update({ name: 'Other', version: 1 }))
      .thenThrows('changed by someone else');
    spec
      .given([created])
      .when(update({ name: 'Other', version: 1 }))
      .then([{ type: 'GroupRenamed', data: { groupId: 'g1', name: 'Other', before: 'Partners' } }]);
  });

  it('refuses a deleted or unknown group, and a bad name', () => {
    spec
      .given([created, deleted])
      .when(update({ name: 'X' }))
      .thenThrows('Group g1 not found.');
    spec
      .given([])
      .when(update({ name: 'X' }))
      .thenThrows('Group g1 not found.');
    spec
      .given([created])
      .when(update({ name: '' }))
      .thenThrows('Please provide a name.');
  });
});
