import type { ElementKind, MemberKind } from './element-rules';
import type { ElementChange, ElementEvent, Member } from './element.events';

export type Members = Readonly<Record<MemberKind, readonly Member[]>>;

/** One element of the designer, folded from its stream: its definition and members at some version. */
export interface ElementState {
  exists: boolean;
  deleted: boolean;
  elementId: string;
  name: string;
  kind: ElementKind;
  /** The element's own properties (001 §3 Element: summary, key, keyType, data, extModelName, provider…). */
  definition: Readonly<Record<string, unknown>>;
  /** Each kind's members in their order (the apps' order is their position). */
  members: Members;
  /** The element's version: 1 when created, one more for every saved batch, revert, delete and restore. */
  version: number;
  labels: Readonly<Record<number, string>>;
}

export const noMembers: Members = { variable: [], formula: [], template: [], app: [], layout: [] };

export const initialElementState: ElementState = {
  exists: false,
  deleted: false,
  elementId: '',
  name: '',
  kind: 'model',
  definition: {},
  members: noMembers,
  version: 0,
  labels: {},
};

/** Sets properties; `null` removes one (a change's `before` says `null` for "was not there"). */
export function withProperties<T extends Record<string, unknown>>(target: T, set: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(set)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

const replaceMembers = (members: Members, kind: MemberKind, list: readonly Member[]): Members => ({
  ...members,
  [kind]: list,
});

/** One change of a saved batch applied to the element (pure; also used to preview a revert). */
export function applyChange(state: ElementState, change: ElementChange): ElementState {
  switch (change.action) {
    case 'add':
      return {
        ...state,
        members: replaceMembers(state.members, change.kind, [...state.members[change.kind], change.member]),
      };
    case 'remove':
      return {
        ...state,
        members: replaceMembers(
          state.members,
          change.kind,
          state.members[change.kind].filter((member) => member._id !== change.member._id),
        ),
      };
    case 'update':
      return {
        ...state,
        members: replaceMembers(
          state.members,
          change.kind,
          state.members[change.kind].map((member) =>
            member._id === change.memberId ? withProperties(member, change.set) : member,
          ),
        ),
      };
    case 'element': {
      const { name, ...rest } = change.set;
      return {
        ...state,
        name: typeof name === 'string' ? name : state.name,
        definition: withProperties(state.definition, rest),
      };
    }
  }
}

export function evolveElement(state: ElementState, event: ElementEvent): ElementState {
  switch (event.type) {
    case 'ElementCreated': {
      const { elementId, name, kind, definition, members } = event.data;
      const byKind: Record<MemberKind, Member[]> = { variable: [], formula: [], template: [], app: [], layout: [] };
      for (const entry of members) byKind[entry.kind].push(entry.member);
      return { ...initialElementState, exists: true, elementId, name, kind, definition, members: byKind, version: 1 };
    }
    case 'ElementChangesSaved':
      return { ...event.data.changes.reduce(applyChange, state), version: event.data.version };
    case 'ElementDeleted':
      return { ...state, deleted: true, version: event.data.version };
    case 'ElementRestored':
      return { ...state, deleted: false, version: event.data.version };
    case 'ElementVersionLabelled':
      return { ...state, labels: { ...state.labels, [event.data.version]: event.data.label } };
  }
}

/** A member of one kind by id, or by name (case aside). */
export const findMember = (state: ElementState, kind: MemberKind, idOrName: { id?: string; name?: string }) =>
  state.members[kind].find(
    (member) =>
      (idOrName.id !== undefined && member._id === idOrName.id) ||
      (idOrName.name !== undefined && member.name.toLowerCase() === idOrName.name.toLowerCase()),
  );
