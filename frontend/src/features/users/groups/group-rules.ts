/** The server's name rules, checked as the administrator types (the server checks them again). */
export const MAX_GROUP_NAME_LENGTH = 50;
export const GROUP_NAME_REQUIRED = 'Please provide a name.';
export const GROUP_NAME_TOO_LONG = `Group names cannot exceed ${MAX_GROUP_NAME_LENGTH} characters.`;
export const GROUP_NAME_TAKEN = 'A group by this name already exists.';

/** What is wrong with a group name, or null; `others` are the other groups' names (compared case aside). */
export function groupNameProblem(name: string, others: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return GROUP_NAME_REQUIRED;
  if (trimmed.length > MAX_GROUP_NAME_LENGTH) return GROUP_NAME_TOO_LONG;
  if (others.some((other) => other.toLowerCase() === trimmed.toLowerCase())) return GROUP_NAME_TAKEN;
  return null;
}

interface Person {
  _id: string;
  name: string;
  mail: string;
  isExternal?: boolean;
}

/**
 * Who can be ticked as a member: the workspace's users who are not external, by name (or address). A member the
 * list no longer has (a deleted user) is not offered, so saving the members drops them.
 */
export const memberCandidates = <T extends Person>(users: readonly T[]): T[] =>
  users
    .filter((user) => !user.isExternal)
    .sort((a, b) => (a.name || a.mail).localeCompare(b.name || b.mail, undefined, { sensitivity: 'base' }));

/** The ticked members as the server stores them: only people still offered, in the order they are listed. */
export const membersToSave = (ticked: ReadonlySet<string>, candidates: readonly Person[]): string[] =>
  candidates.filter((user) => ticked.has(user._id)).map((user) => user._id);

/** Whether the ticked members differ from the group's (order aside, people no longer offered aside). */
export function membersChanged(ticked: ReadonlySet<string>, saved: readonly string[], candidates: readonly Person[]) {
  const offered = new Set(candidates.map((user) => user._id));
  const before = new Set(saved.filter((id) => offered.has(id)));
  const after = membersToSave(ticked, candidates);
  return after.length !== before.size || after.some((id) => !before.has(id));
}

/** "3 members", "1 member", "No members". */
export const memberCount = (count: number): string =>
  count === 0 ? 'No members' : count === 1 ? '1 member' : `${count} members`;
