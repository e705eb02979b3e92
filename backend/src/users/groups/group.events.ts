import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/**
 * A notification group (002 §3 Group: _id, name): users an app run mails when an external user finishes an app
 * (002 §2.2 "notification group", chosen per catalog app in appOptions.notification).
 */
export const GroupCreated = defineEvent({
  type: 'GroupCreated',
  schema: z.object({ groupId: z.string().min(1), name: z.string().min(1), members: z.array(z.string().min(1)) }),
});

/** The group's name changed; `before` is the name it replaced. */
export const GroupRenamed = defineEvent({
  type: 'GroupRenamed',
  schema: z.object({ groupId: z.string().min(1), name: z.string().min(1), before: z.string() }),
});

/** The whole member list was replaced; `before` is the list it replaced. */
export const GroupMembersChanged = defineEvent({
  type: 'GroupMembersChanged',
  schema: z.object({
    groupId: z.string().min(1),
    members: z.array(z.string().min(1)),
    before: z.array(z.string().min(1)),
  }),
});

/** The group leaves the list; catalogs that chose it keep the id (shown as a deleted group). */
export const GroupDeleted = defineEvent({
  type: 'GroupDeleted',
  schema: z.object({ groupId: z.string().min(1) }),
});

/** One group: `{tenant}.group-{groupId}`. */
export const GROUP_STREAM_EVENTS = [GroupCreated, GroupRenamed, GroupMembersChanged, GroupDeleted] as const;
export type GroupEvent = EventOf<typeof GROUP_STREAM_EVENTS>;

/**
 * Who holds a group name (compared case aside) in a workspace: appended with the group's creation, rename and
 * deletion, so two administrators taking one name at the same instant cannot both succeed.
 */
export const GroupNameReserved = defineEvent({
  type: 'GroupNameReserved',
  schema: z.object({ groupId: z.string().min(1) }),
});

/** The holder was renamed or deleted: the name is free. */
export const GroupNameReleased = defineEvent({
  type: 'GroupNameReleased',
  schema: z.object({ groupId: z.string().min(1) }),
});

export const GROUP_NAME_EVENTS = [GroupNameReserved, GroupNameReleased] as const;
export type GroupNameEvent = EventOf<typeof GROUP_NAME_EVENTS>;

/** Every event of notification groups. */
export const GROUP_EVENTS = [...GROUP_STREAM_EVENTS, ...GROUP_NAME_EVENTS] as const;
