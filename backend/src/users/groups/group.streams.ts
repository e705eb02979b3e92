import { createHash } from 'node:crypto';
import { defineStream } from '../../shared/event-sourcing/define-stream';
import { GROUP_NAME_EVENTS, GROUP_STREAM_EVENTS } from './group.events';
import { evolveGroupNameHolder, type GroupNameHolder } from './group-name.decide';
import { evolveGroup, initialGroupState } from './group.state';

/** One notification group: `{tenant}.group-{groupId}`. */
export const GroupStream = defineStream({
  category: 'group',
  events: GROUP_STREAM_EVENTS,
  initial: initialGroupState,
  evolve: evolveGroup,
});

/** Who holds a group name: `{tenant}.groupname-{sha256 of the lower-cased name}` (names may hold '.'). */
export const GroupNameStream = defineStream({
  category: 'groupname',
  events: GROUP_NAME_EVENTS,
  initial: null as GroupNameHolder,
  evolve: evolveGroupNameHolder,
});

export const groupNameStreamId = (name: string) => createHash('sha256').update(name.toLowerCase()).digest('hex');
