import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { GroupEvent } from '../groups/group.events';
import { GroupStream } from '../groups/group.streams';
import { decideReleaseGroupName, decideReserveGroupName } from '../groups/group-name.decide';
import { GroupNameStream } from '../groups/group.streams';
import { decideDeleteGroup } from './delete-group.decide';

const spec = streamSpec(GroupStream);
const created: GroupEvent = { type: 'GroupCreated', data: { groupId: 'g1', name: 'Partners', members: [] } };
const remove = (state: Parameters<typeof decideDeleteGroup>[1]) => decideDeleteGroup({ groupId: 'g1' }, state);

describe('delete group', () => {
  it('deletes a live group once', () => {
    spec
      .given([created])
      .when(remove)
      .then([{ type: 'GroupDeleted', data: { groupId: 'g1' } }]);
    spec
      .given([created, { type: 'GroupDeleted', data: { groupId: 'g1' } }])
      .when(remove)
      .thenThrows('Group g1 not found.');
    spec.given([]).when(remove).thenThrows('Group g1 not found.');
  });
});

describe('group name reservation (names are unique whatever the case)', () => {
  const names = streamSpec(GroupNameStream);
  it('reserves a free name, refuses a held one, lets a released one be taken again', () => {
    names
      .given([])
      .when((holder) => decideReserveGroupName(holder, 'g1'))
      .then([{ type: 'GroupNameReserved', data: { groupId: 'g1' } }]);
    names
      .given([{ type: 'GroupNameReserved', data: { groupId: 'g1' } }])
      .when((holder) => decideReserveGroupName(holder, 'g2'))
      .thenThrows('A group by this name already exists.');
    names
      .given([
        { type: 'GroupNameReserved', data: { groupId: 'g1' } },
        { type: 'GroupNameReleased', data: { groupId: 'g1' } },
      ])
      .when((holder) => decideReserveGroupName(holder, 'g2'))
      .then([{ type: 'GroupNameReserved', data: { groupId: 'g2' } }]);
  });

  it('ignores a release by a group that does not hold the name', () => {
    names
      .given([{ type: 'GroupNameReserved', data: { groupId: 'g1' } }])
      .when((holder) => decideReleaseGroupName(holder, 'g2'))
      .thenNothing();
  });
});
