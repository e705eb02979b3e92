import { invalid } from '../../shared/domain/domain-error';
import { decideCreateElement } from '../create-element/create-element.decide';
import { MEMBER_KINDS, sameName, type MemberKind } from '../element-rules';
import type { ExchangedElement, ImportedMember } from '../element-exchange-rules';
import type { ElementEvent, Member } from '../element.events';
import { evolveElement, type ElementState } from '../element.state';
import type { PendingChange } from '../save-element-changes/pending-change';
import { decideSaveElementChanges } from '../save-element-changes/save-element-changes.decide';

export interface ImportElementInput {
  elementId: string;
  element: ExchangedElement;
  /** A fresh member id, for a member whose own id is missing or already taken in the element. */
  newMemberId: () => string;
}

export const importKindClash = (name: string) =>
  `${name} cannot change its kind through an import: rename it or replace all elements.`;

/**
 * The ids the added members get, in the order the changes add them: each keeps its own id when the element
 * has no other member with it, so that references within the element stay valid.
 */
function idsForAdds(taken: Set<string>, adds: readonly ImportedMember[], newMemberId: () => string): () => string {
  const ids = adds.map((member) => {
    const own = typeof member._id === 'string' && !taken.has(member._id) ? member._id : newMemberId();
    taken.add(own);
    return own;
  });
  return () => {
    const next = ids.shift();
    if (next === undefined) throw new Error('more members added than the import brings');
    return next;
  };
}

/** Every property of the element's definition, set to the imported value or removed (`null`) when absent. */
function definitionChange(state: ElementState, element: ExchangedElement): PendingChange {
  const set: Record<string, unknown> = { name: element.name };
  for (const key of Object.keys(state.definition)) set[key] = null;
  Object.assign(set, element.definition);
  return { action: 'element', set };
}

/**
 * The pending changes that make an element the imported one: its properties; members of the same name (case
 * aside) updated in place, so they keep their ids and history; the import's other members added; the
 * element's members the import lacks removed. Names are matched per kind.
 */
function replacementChanges(
  state: ElementState,
  element: ExchangedElement,
): {
  changes: PendingChange[];
  adds: ImportedMember[];
} {
  const removes: PendingChange[] = [];
  const updates: PendingChange[] = [];
  const adds: PendingChange[] = [];
  const added: ImportedMember[] = [];
  for (const kind of MEMBER_KINDS) {
    const imported = element.members[kind];
    for (const current of state.members[kind]) {
      const match = imported.find((member) => sameName(member.name, current.name));
      if (!match) {
        removes.push({ action: 'remove', kind, memberId: current._id });
        continue;
      }
      const set: Record<string, unknown> = {};
      for (const key of Object.keys(current)) if (key !== '_id') set[key] = null;
      for (const [key, value] of Object.entries(match)) if (key !== '_id') set[key] = value;
      updates.push({ action: 'update', kind, memberId: current._id, set });
    }
    for (const member of imported) {
      if (state.members[kind].some((current) => sameName(current.name, member.name))) continue;
      adds.push({ action: 'add', kind, member });
      added.push(member);
    }
  }
  return { changes: [definitionChange(state, element), ...removes, ...updates, ...adds], adds: added };
}

const memberIdsOf = (state: ElementState) =>
  new Set(MEMBER_KINDS.flatMap((kind) => state.members[kind].map((member) => member._id)));

/**
 * One imported element as one version: a new element is created with the imported definition and members
 * (version 1); an existing one gets one saved version whose changes make it the imported one. Both go through
 * the save's own rules (001 §5 names, duplicates, sizes, external members), so an import can hold nothing a
 * save could not.
 */
export function decideImportElement(command: ImportElementInput, state: ElementState): ElementEvent[] {
  const { elementId, element } = command;
  if (!state.exists) return decideImportedCreation(command, state);
  if (state.kind !== element.kind) throw invalid(importKindClash(state.name));
  const { changes, adds } = replacementChanges(state, element);
  return decideSaveElementChanges(
    { elementId, changes, newMemberId: idsForAdds(memberIdsOf(state), adds, command.newMemberId) },
    state,
  );
}

function decideImportedCreation(command: ImportElementInput, state: ElementState): ElementEvent[] {
  const { elementId, element } = command;
  const [created] = decideCreateElement(
    { elementId, name: element.name, kind: element.kind, newMemberId: command.newMemberId },
    state,
  );
  if (created.type !== 'ElementCreated') throw new Error('creating an element answers ElementCreated');
  // The kind's starting members and properties (a table's Name column) give way to the imported ones.
  const bare = evolveElement(state, { ...created, data: { ...created.data, definition: {}, members: [] } });
  const adds = MEMBER_KINDS.flatMap((kind) => element.members[kind].map((member) => ({ kind, member })));
  const changes: PendingChange[] = [
    { action: 'element', set: { ...element.definition } },
    ...adds.map(({ kind, member }): PendingChange => ({ action: 'add', kind, member })),
  ];
  const saved = decideSaveElementChanges(
    {
      elementId,
      changes,
      newMemberId: idsForAdds(
        new Set(),
        adds.map(({ member }) => member),
        command.newMemberId,
      ),
    },
    bare,
  );
  const imported = saved.reduce(evolveElement, bare);
  const members: { kind: MemberKind; member: Member }[] = MEMBER_KINDS.flatMap((kind) =>
    imported.members[kind].map((member) => ({ kind, member })),
  );
  return [{ ...created, data: { ...created.data, definition: { ...imported.definition }, members } }];
}
