/**
 * The designer's pending changes (001 §3 "Pending change record", §4 "Pending changes"): the edits an author
 * has made to one element and not saved yet, kept as a list in the form POST /api/v2/types takes. Pure
 * functions, so the machine, the screens and their specs share one definition.
 *
 * An item is `{ action, kind, _id, parent?, ...properties }`: for a member, `parent` is the element's id and
 * `_id` the member's (a temporary `new-…` id while it is only a pending add); for the element itself, `_id` is the
 * element's. Edits fold into the list: an update of a member pending addition changes the addition, a second
 * update of a member merges into the first, and removing a member pending addition or removal cancels it.
 */
import {
  MEMBER_KINDS,
  MEMBER_LISTS,
  membersOf,
  type ElementKind,
  type ElementView,
  type Member,
  type MemberKind,
} from '../model/designer.types';

export interface PendingItem {
  action: 'add' | 'update' | 'remove';
  kind: MemberKind | ElementKind;
  _id: string;
  parent?: string;
  parentKind?: 'model';
  [property: string]: unknown;
}

export interface PendingList {
  elementId: string;
  /** The element's version these edits were made on. */
  version: number;
  items: PendingItem[];
}

export type PendingStatus = 'added' | 'changed' | 'removed';

export const NEW_ID_PREFIX = 'new-';
export const isPendingAddId = (id: string) => id.startsWith(NEW_ID_PREFIX);

export const emptyPending = (elementId: string, version: number): PendingList => ({ elementId, version, items: [] });

const isMemberKind = (kind: string): kind is MemberKind => (MEMBER_KINDS as readonly string[]).includes(kind);

const ROUTING = new Set(['action', 'kind', '_id', 'parent', 'parentKind', 'originalType', 'version']);
/** The properties an item sets (everything but its routing fields). */
export const propertiesOf = (item: PendingItem): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !ROUTING.has(key)));

const withSet = (target: Record<string, unknown>, set: Record<string, unknown>, dropNulls: boolean) => {
  const next = { ...target, ...set };
  if (dropNulls) for (const [key, value] of Object.entries(set)) if (value === null) delete next[key];
  return next;
};

/** Queues a new member; `tempId` (a `new-…` id) names it until it is saved. */
export function queueAdd(
  list: PendingList,
  kind: MemberKind,
  properties: Record<string, unknown> & { name: string },
  tempId: string,
): PendingList {
  const item: PendingItem = {
    ...properties,
    action: 'add',
    kind,
    _id: tempId,
    parent: list.elementId,
    parentKind: 'model',
  };
  return { ...list, items: [...list.items, item] };
}

/** Queues property changes of a member (`null` removes a property); merges with what is already queued for it. */
export function queueUpdate(
  list: PendingList,
  kind: MemberKind,
  memberId: string,
  set: Record<string, unknown>,
): PendingList {
  const index = list.items.findIndex(
    (item) => item._id === memberId && item.kind === kind && (item.action === 'add' || item.action === 'update'),
  );
  if (index < 0) {
    const item: PendingItem = {
      ...set,
      action: 'update',
      kind,
      _id: memberId,
      parent: list.elementId,
      parentKind: 'model',
    };
    return { ...list, items: [...list.items, item] };
  }
  const existing = list.items[index];
  // A pending addition has no server-side properties to remove: a null simply leaves the property out.
  const merged = withSet(existing, set, existing.action === 'add') as PendingItem;
  return { ...list, items: list.items.map((item, i) => (i === index ? merged : item)) };
}

/**
 * Queues a member's removal. A member only pending addition disappears with its edits; a member already pending
 * removal gets it cancelled (001 §4); otherwise its queued edits give way to the removal.
 */
export function queueRemove(list: PendingList, kind: MemberKind, memberId: string): PendingList {
  const mine = (item: PendingItem) => item._id === memberId && item.kind === kind;
  if (isPendingAddId(memberId) || list.items.some((item) => mine(item) && item.action === 'remove')) {
    return { ...list, items: list.items.filter((item) => !mine(item)) };
  }
  const item: PendingItem = { action: 'remove', kind, _id: memberId, parent: list.elementId, parentKind: 'model' };
  return { ...list, items: [...list.items.filter((existing) => !mine(existing)), item] };
}

/** Queues changes to the element's own properties (its name, summary, key…). */
export function queueElementUpdate(list: PendingList, kind: ElementKind, set: Record<string, unknown>): PendingList {
  const index = list.items.findIndex((item) => item.action === 'update' && item._id === list.elementId);
  if (index < 0) return { ...list, items: [...list.items, { ...set, action: 'update', kind, _id: list.elementId }] };
  return {
    ...list,
    items: list.items.map((item, i) => (i === index ? ({ ...item, ...set } as PendingItem) : item)),
  };
}

/** What the list does to one member, for the member list's marks. */
export function pendingStatus(list: PendingList, memberId: string): PendingStatus | undefined {
  if (isPendingAddId(memberId)) return 'added';
  const item = list.items.find((candidate) => candidate._id === memberId && candidate.action !== 'add');
  if (!item) return undefined;
  return item.action === 'remove' ? 'removed' : 'changed';
}

/**
 * The element as it will be once the list is saved, for the editors to show. Members pending removal stay in
 * their list (shown struck through, so the removal can be cancelled); `isPendingRemoval` tells them apart.
 */
export function applyPending(element: ElementView, list: PendingList): ElementView {
  const next: ElementView = { ...element };
  for (const kind of MEMBER_KINDS) next[MEMBER_LISTS[kind]] = [...membersOf(element, kind)];
  for (const item of list.items) {
    if (item.parent !== undefined && item.parent !== element._id) continue;
    if (!isMemberKind(item.kind)) {
      if (item._id === element._id) Object.assign(next, withSet({}, propertiesOf(item), false));
      continue;
    }
    const key = MEMBER_LISTS[item.kind];
    const members = next[key];
    if (item.action === 'add') {
      next[key] = [...members, { ...propertiesOf(item), _id: item._id } as Member];
    } else if (item.action === 'update') {
      next[key] = members.map((m) => (m._id === item._id ? (withSet(m, propertiesOf(item), true) as Member) : m));
    }
  }
  return next;
}

export const isPendingRemoval = (list: PendingList, memberId: string) =>
  list.items.some((item) => item._id === memberId && item.action === 'remove');

/** The body of POST /api/v2/types for the list: each item with the version it was made on; additions without ids. */
export function saveItems(list: PendingList): Record<string, unknown>[] {
  return list.items.map((item) => {
    const { _id, ...rest } = item;
    const body: Record<string, unknown> = { ...rest, version: list.version };
    if (item.action !== 'add') body._id = _id;
    return body;
  });
}

/** What another author changed between two versions (GET …/diff): the members they touched and the element itself. */
export interface ChangedSince {
  memberIds: ReadonlySet<string>;
  /** The element's own properties they changed. */
  elementProperties: ReadonlySet<string>;
}

export interface Rebased {
  list: PendingList;
  /** Items that touch what the other author changed too, or a member that is gone: not re-applied. */
  conflicts: PendingItem[];
}

/**
 * Re-applies a list made on an older version onto the latest one: edits of members the other author did not touch
 * apply cleanly; the rest are conflicts, shown to the author to redo by hand.
 */
export function rebasePending(list: PendingList, latest: ElementView, changed: ChangedSince): Rebased {
  const kept: PendingItem[] = [];
  const conflicts: PendingItem[] = [];
  for (const item of list.items) {
    let clean: boolean;
    if (!isMemberKind(item.kind)) {
      clean = Object.keys(propertiesOf(item)).every((key) => !changed.elementProperties.has(key));
    } else if (item.action === 'add') {
      const name = String(item.name ?? '').toLowerCase();
      clean = !membersOf(latest, item.kind).some((m) => m.name.toLowerCase() === name);
    } else {
      const exists = membersOf(latest, item.kind).some((m) => m._id === item._id);
      clean = exists && !changed.memberIds.has(item._id);
    }
    (clean ? kept : conflicts).push(item);
  }
  return { list: { elementId: list.elementId, version: latest.version, items: kept }, conflicts };
}

/** A line for a pending item, for the conflict notice: "variable FirstName changed". */
export function describeItem(item: PendingItem, element?: ElementView): string {
  const verb = item.action === 'add' ? 'added' : item.action === 'remove' ? 'removed' : 'changed';
  if (!isMemberKind(item.kind)) return `${item.kind} properties ${verb}`;
  const name =
    typeof item.name === 'string'
      ? item.name
      : ((element && membersOf(element, item.kind).find((m) => m._id === item._id)?.name) ?? item._id);
  return `${item.kind} ${name} ${verb}`;
}
