import { MEMBER_KINDS, type MemberKind } from './element-rules';
import type { ElementChange, Member } from './element.events';
import type { ElementState } from './element.state';
import { effectiveChange, sameValue } from './element-values';

export interface PropertyDiff {
  property: string;
  /** `null`: the property was not there. */
  before: unknown;
  after: unknown;
}

export interface MemberDiff {
  kind: MemberKind;
  memberId: string;
  status: 'added' | 'removed' | 'changed';
  name: string;
  /** Set when the member was renamed: its name in the earlier version. */
  previousName?: string;
  /** Set when the member's type changed (a variable's text → number, a template's text → docx). */
  retyped?: { from: unknown; to: unknown };
  properties: PropertyDiff[];
}

export interface ElementDiff {
  /** The element's own properties, its name included. */
  element: PropertyDiff[];
  members: MemberDiff[];
}

function propertyDiffs(before: Record<string, unknown>, after: Record<string, unknown>): PropertyDiff[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((key) => !sameValue(before[key] ?? null, after[key] ?? null))
    .map((property) => ({ property, before: before[property] ?? null, after: after[property] ?? null }));
}

const withoutId = ({ _id: _ignored, ...rest }: Member) => rest;

/**
 * Two versions of one element compared member by member (matched by id, so a rename is a rename and not a
 * removal and an addition), property by property. Pure: the API's diff and the History panel use it.
 */
export function diffElements(from: ElementState, to: ElementState): ElementDiff {
  const element = propertyDiffs({ name: from.name, ...from.definition }, { name: to.name, ...to.definition });
  const members: MemberDiff[] = [];
  for (const kind of MEMBER_KINDS) {
    const earlier = new Map(from.members[kind].map((member) => [member._id, member]));
    const later = new Map(to.members[kind].map((member) => [member._id, member]));
    for (const [memberId, member] of earlier) {
      if (!later.has(memberId)) {
        members.push({
          kind,
          memberId,
          status: 'removed',
          name: member.name,
          properties: propertyDiffs(withoutId(member), {}),
        });
      }
    }
    for (const [memberId, member] of later) {
      const before = earlier.get(memberId);
      if (!before) {
        members.push({
          kind,
          memberId,
          status: 'added',
          name: member.name,
          properties: propertyDiffs({}, withoutId(member)),
        });
        continue;
      }
      const properties = propertyDiffs(withoutId(before), withoutId(member));
      if (properties.length === 0) continue;
      const diff: MemberDiff = { kind, memberId, status: 'changed', name: member.name, properties };
      if (before.name !== member.name) diff.previousName = before.name;
      if (!sameValue(before.type ?? null, member.type ?? null))
        diff.retyped = { from: before.type ?? null, to: member.type ?? null };
      members.push(diff);
    }
  }
  return { element, members };
}

/**
 * The changes that turn `from` into `to`: what a revert appends to bring an earlier version back. Members
 * are matched by id; a member `to` has and `from` lacks comes back whole, with its id.
 */
export function changesToReach(from: ElementState, to: ElementState): ElementChange[] {
  const changes: ElementChange[] = [];
  const element = effectiveChange(
    { name: from.name, ...from.definition },
    Object.fromEntries(
      [...new Set(['name', ...Object.keys(from.definition), ...Object.keys(to.definition)])].map((key) => [
        key,
        key === 'name' ? to.name : (to.definition[key] ?? null),
      ]),
    ),
  );
  if (element) changes.push({ action: 'element', ...element });
  for (const kind of MEMBER_KINDS) {
    const target = new Map(to.members[kind].map((member) => [member._id, member]));
    const current = new Map(from.members[kind].map((member) => [member._id, member]));
    for (const member of from.members[kind])
      if (!target.has(member._id)) changes.push({ action: 'remove', kind, member });
    for (const member of to.members[kind]) {
      const existing = current.get(member._id);
      if (!existing) {
        changes.push({ action: 'add', kind, member });
        continue;
      }
      const keys = new Set([...Object.keys(existing), ...Object.keys(member)]);
      keys.delete('_id');
      const update = effectiveChange(existing, Object.fromEntries([...keys].map((key) => [key, member[key] ?? null])));
      if (update) changes.push({ action: 'update', kind, memberId: member._id, name: member.name, ...update });
    }
  }
  return changes;
}

const plural = (count: number, kind: string) => `${count} ${kind}${count === 1 ? '' : 's'}`;

/**
 * One line for a version in the History panel: "3 variables added, 1 formula changed, template Letter
 * replaced". A single member is named; several are counted.
 */
export function summarizeChanges(changes: readonly ElementChange[]): string {
  const parts: string[] = [];
  if (changes.some((change) => change.action === 'element')) parts.push('element properties changed');
  for (const kind of MEMBER_KINDS) {
    for (const [action, verb] of [
      ['add', 'added'],
      ['update', 'changed'],
      ['remove', 'removed'],
    ] as const) {
      const matching = changes.filter((change) => change.action === action && change.kind === kind);
      if (matching.length === 0) continue;
      if (matching.length === 1) {
        const [only] = matching;
        const name = only.action === 'update' ? only.name : only.action === 'element' ? kind : only.member.name;
        parts.push(`${kind} ${name} ${verb}`);
      } else {
        parts.push(`${plural(matching.length, kind)} ${verb}`);
      }
    }
  }
  return parts.join(', ');
}
