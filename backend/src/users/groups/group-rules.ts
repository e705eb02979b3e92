import { invalid } from '../../shared/domain/domain-error';

export const MAX_GROUP_NAME_LENGTH = 50;

export const GROUP_MESSAGES = {
  nameRequired: 'Please provide a name.',
  nameTooLong: `Group names cannot exceed ${MAX_GROUP_NAME_LENGTH} characters.`,
  nameTaken: 'A group by this name already exists.',
} as const;

export const groupNotFound = (groupId: string) => `Group ${groupId} not found.`;

/** What the handler found about each user named as a member, read from their streams (not a lagging list). */
export type MemberStanding = 'user' | 'external' | 'unknown';

/** The name as stored: trimmed, required, at most 50 characters. */
export function groupName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw invalid(GROUP_MESSAGES.nameRequired);
  if (name.length > MAX_GROUP_NAME_LENGTH) throw invalid(GROUP_MESSAGES.nameTooLong);
  return name;
}

/**
 * The member list as stored: each id once, in the order given. Members already in the group stay even if they
 * were deleted since (the list on screen still holds them until an administrator unticks them); a member added
 * must be a user of the workspace, and not an external one (they are the people being notified about).
 */
export function groupMembers(
  requested: readonly string[],
  standing: Readonly<Record<string, MemberStanding>>,
  current: readonly string[] = [],
): string[] {
  const members = [...new Set(requested)];
  for (const userId of members) {
    if (current.includes(userId)) continue;
    if (standing[userId] === 'external') {
      throw invalid(`External users cannot be members of a group (user ${userId}).`);
    }
    if (standing[userId] !== 'user') throw invalid(`There is no user ${userId} in this workspace.`);
  }
  return members;
}
