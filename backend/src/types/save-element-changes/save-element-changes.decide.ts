import { invalid, notFound } from '../../shared/domain/domain-error';
import {
  assertMemberName,
  assertName,
  MAX_MEMBER_SIZE,
  memberExists,
  memberTooLarge,
  sameName,
  type MemberKind,
} from '../element-rules';
import type { ElementChange, ElementEvent, Member } from '../element.events';
import { applyChange, findMember, type ElementState } from '../element.state';
import { effectiveChange } from '../element-values';
import { layoutChangesForRename, variableRename } from '../layout-rename-rules';
import { assertMemberProperties } from '../member-property-rules';
import type { PendingChange } from './pending-change';

/** 001 §5: what an external (integration-owned) variable or formula keeps as it is. */
const EXTERNAL_FIXED = ['name', 'isList', 'type'];
export const EXTERNAL_MEMBER_FIXED = 'External members cannot be renamed, retyped or switched between single and list.';

export interface SaveElementChangesInput {
  elementId: string;
  changes: readonly PendingChange[];
  /** An id for each member the batch adds (ids are made by the caller: decisions draw no random numbers). */
  newMemberId: () => string;
}

export const elementNotFound = (elementId: string) => `Element ${elementId} not found.`;
const memberNotFound = (kind: MemberKind, memberId: string) => `The ${kind} ${memberId} was not found.`;

function assertFreeName(state: ElementState, kind: MemberKind, name: string, self?: string): void {
  if (state.members[kind].some((member) => member._id !== self && sameName(member.name, name))) {
    throw invalid(memberExists(kind));
  }
}

/** The change one pending change makes to the element as the batch left it so far, or null for none. */
function assertSize(kind: MemberKind, value: unknown): void {
  if (JSON.stringify(value).length > MAX_MEMBER_SIZE) throw invalid(memberTooLarge(kind));
}

function decideOne(state: ElementState, pending: PendingChange, newMemberId: () => string): ElementChange | null {
  if (pending.action !== 'element')
    assertSize(pending.kind, 'member' in pending ? pending.member : 'set' in pending ? pending.set : null);
  switch (pending.action) {
    case 'add': {
      const name = assertMemberName(pending.kind, pending.member.name);
      assertFreeName(state, pending.kind, name);
      const { _id: _ignored, ...properties } = pending.member;
      assertMemberProperties(pending.kind, properties);
      const member: Member = { ...properties, _id: newMemberId(), name };
      return { action: 'add', kind: pending.kind, member };
    }
    case 'update': {
      const member = findMember(state, pending.kind, { id: pending.memberId });
      if (!member) throw invalid(memberNotFound(pending.kind, pending.memberId));
      const { _id: _ignored, ...set } = pending.set;
      assertMemberProperties(pending.kind, set);
      if (set.name !== undefined)
        assertFreeName(state, pending.kind, assertMemberName(pending.kind, set.name), member._id);
      const change = effectiveChange(member, set);
      if (!change) return null;
      if (member.isExternal === true && EXTERNAL_FIXED.some((key) => key in change.set)) {
        throw invalid(EXTERNAL_MEMBER_FIXED);
      }
      const name = typeof change.set.name === 'string' ? change.set.name : member.name;
      return { action: 'update', kind: pending.kind, memberId: member._id, name, ...change };
    }
    case 'remove': {
      const member = findMember(state, pending.kind, { id: pending.memberId });
      if (!member) throw invalid(memberNotFound(pending.kind, pending.memberId));
      return { action: 'remove', kind: pending.kind, member };
    }
    case 'element': {
      if (pending.set.name !== undefined) assertName(pending.set.name);
      const change = effectiveChange({ name: state.name, ...state.definition }, pending.set);
      return change ? { action: 'element', ...change } : null;
    }
  }
}

/**
 * A saved list of pending changes: one version of the element, holding each effective change with what it
 * replaced. Later changes see the earlier ones of the same batch (add a variable, then rename it). A batch
 * that changes nothing records nothing. Whether a new element name is free in the workspace is checked by the
 * handler, against the directory.
 */
export function decideSaveElementChanges(command: SaveElementChangesInput, state: ElementState): ElementEvent[] {
  if (!state.exists || state.deleted) throw notFound(elementNotFound(command.elementId));
  const changes: ElementChange[] = [];
  let current = state;
  for (const pending of command.changes) {
    const change = decideOne(current, pending, command.newMemberId);
    if (!change) continue;
    const rename = variableRename(change, current.members.variable);
    changes.push(change);
    current = applyChange(current, change);
    if (rename) {
      const follow = layoutChangesForRename(current, ...rename);
      changes.push(...follow);
      current = follow.reduce(applyChange, current);
    }
  }
  if (changes.length === 0) return [];
  return [{ type: 'ElementChangesSaved', data: { elementId: command.elementId, version: state.version + 1, changes } }];
}
