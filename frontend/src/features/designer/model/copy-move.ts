import { membersOf, type ElementView, type Member, type MemberKind } from './designer.types';
import { isPendingAddId } from '../pending/pending-changes';

export interface CopyMoveRequest {
  kind: MemberKind;
  /** The members as the author sees them (pending edits applied). */
  members: readonly Member[];
  /** The element they come from, as saved. */
  source: ElementView;
  /** The element they go to, as saved. */
  target: ElementView;
  /** 001 §2: the existing item wins a name clash by default; otherwise the copied one replaces its properties. */
  existingWins: boolean;
  move: boolean;
}

const ROUTING = new Set(['_id', 'position', 'parent', 'parentKind']);
const definitionOf = (member: Member) =>
  Object.fromEntries(Object.entries(member).filter(([key]) => !ROUTING.has(key)));

/**
 * 001 §4 "Copy/move": each member is added to the target if it has none of that name; if it has one, that one is
 * updated only when the copied member is favoured. A move also removes the members from the source. One batch:
 * the server writes it all or nothing.
 */
export function copyMoveItems(request: CopyMoveRequest): Record<string, unknown>[] {
  const { kind, source, target } = request;
  const items: Record<string, unknown>[] = [];
  const existing = membersOf(target, kind);
  for (const member of request.members) {
    const clash = existing.find((other) => other.name.toLowerCase() === member.name.toLowerCase());
    if (!clash) {
      items.push({ ...definitionOf(member), action: 'add', kind, parent: target._id, version: target.version });
    } else if (!request.existingWins) {
      const { name: _keepName, ...properties } = definitionOf(member);
      items.push({
        ...properties,
        action: 'update',
        kind,
        _id: clash._id,
        parent: target._id,
        version: target.version,
      });
    }
    if (request.move && !isPendingAddId(member._id)) {
      items.push({ action: 'remove', kind, _id: member._id, parent: source._id, version: source.version });
    }
  }
  return items;
}
