import { z } from 'zod';
import { ELEMENT_KINDS, MEMBER_KINDS, type ElementKind } from '../element-rules';
import type { PendingChange } from '../save-element-changes/pending-change';

/**
 * One item of a designer save (001 §3 "Pending change record", §7 POST /api/v2/types): an element added,
 * updated or removed, or a member of an element (`parent`) added, updated or removed. Every other field is the
 * changed property. `version` is the element's version the author edited: when someone else saved it since,
 * the save is refused (409) rather than overwriting their work.
 */
export const typesBatchItemSchema = z.looseObject({
  action: z.enum(['add', 'update', 'remove']),
  kind: z.enum([...ELEMENT_KINDS, ...MEMBER_KINDS]),
  _id: z.string().min(1).max(100).optional(),
  parent: z.string().min(1).max(100).optional(),
  version: z.number().int().min(1).optional(),
});

export const typesBatchSchema = z.strictObject({ items: z.array(typesBatchItemSchema).min(1).max(1000) });
export type TypesBatchItem = z.output<typeof typesBatchItemSchema>;

/** What the item carries besides its routing: the properties it sets. */
const ROUTING = new Set(['action', 'kind', '_id', 'parent', 'parentKind', 'originalType', 'version']);
export const propertiesOf = (item: TypesBatchItem) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !ROUTING.has(key)));

export interface BatchPlan {
  creates: { name: unknown; kind: ElementKind }[];
  deletes: { elementId: string; version?: number }[];
  /** Changes per existing element, in the order the items came. */
  changes: Map<string, { version?: number; changes: PendingChange[] }>;
}

const isElementKind = (kind: string): kind is ElementKind => (ELEMENT_KINDS as readonly string[]).includes(kind);

/** Sorts a save's items by the element each one changes. Throws a message naming the first malformed item. */
export function planBatch(items: readonly TypesBatchItem[]): BatchPlan {
  const plan: BatchPlan = { creates: [], deletes: [], changes: new Map() };
  const changesOf = (elementId: string, version?: number) => {
    const entry = plan.changes.get(elementId) ?? { changes: [] };
    if (version !== undefined) entry.version = version;
    plan.changes.set(elementId, entry);
    return entry.changes;
  };
  items.forEach((item, index) => {
    const where = `items.${index}`;
    const properties = propertiesOf(item);
    if (isElementKind(item.kind)) {
      if (item.action === 'add') return void plan.creates.push({ name: item.name, kind: item.kind });
      if (!item._id) throw new Error(`${where}: the element's _id is required to ${item.action} it`);
      if (item.action === 'remove') return void plan.deletes.push({ elementId: item._id, version: item.version });
      changesOf(item._id, item.version).push({ action: 'element', set: properties });
      return;
    }
    if (!item.parent) throw new Error(`${where}: parent (the element's _id) is required for a ${item.kind}`);
    const changes = changesOf(item.parent, item.version);
    if (item.action === 'add') {
      changes.push({ action: 'add', kind: item.kind, member: { ...properties, name: item.name } });
      return;
    }
    if (!item._id) throw new Error(`${where}: the ${item.kind}'s _id is required to ${item.action} it`);
    if (item.action === 'remove') changes.push({ action: 'remove', kind: item.kind, memberId: item._id });
    else changes.push({ action: 'update', kind: item.kind, memberId: item._id, set: properties });
  });
  return plan;
}
