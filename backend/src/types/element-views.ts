import type { ReadModels } from '@app/projections';
import type { ElementKind } from './element-rules';
import type { ElementState } from './element.state';
import { ELEMENTS, TYPES_PROJECTOR, VERSIONS, elementDocId, type ElementDoc, type VersionDoc } from './types.projector';

/** An element in the designer's lists (001 §7 GET /api/v2/types). */
export interface ElementListItem {
  _id: string;
  name: string;
  kind: ElementKind;
  /** 001 §3's `type`: object for a model, else the kind. */
  type: 'object' | 'table' | 'query';
  version: number;
}

/** An element as the designer opens it: its properties, and each kind of member (variables as `properties`). */
export interface ElementView extends ElementListItem {
  [property: string]: unknown;
  properties: unknown[];
  formulas: unknown[];
  templates: unknown[];
  apps: unknown[];
  layouts: unknown[];
}

const typeOf = (kind: ElementKind): ElementListItem['type'] => (kind === 'model' ? 'object' : kind);

/** 001 §2: objects, tables, then queries, each by lower-case name. */
const KIND_ORDER: Record<ElementKind, number> = { model: 0, table: 1, query: 2 };

export function toListItem(state: ElementState): ElementListItem {
  return { _id: state.elementId, name: state.name, kind: state.kind, type: typeOf(state.kind), version: state.version };
}

export function toElementView(state: ElementState): ElementView {
  return {
    ...state.definition,
    ...toListItem(state),
    properties: [...state.members.variable],
    formulas: [...state.members.formula],
    templates: [...state.members.template],
    apps: [...state.members.app],
    layouts: [...state.members.layout],
  };
}

const elements = (readModels: ReadModels) => readModels.reader(TYPES_PROJECTOR);

/** The workspace's live elements in the designer's order, optionally those whose name contains `search`. */
export async function listElements(
  readModels: ReadModels,
  tenant: string,
  options: { search?: string; deleted?: boolean } = {},
): Promise<ElementDoc[]> {
  const where: Record<string, unknown> = { tenant, deleted: options.deleted ?? false };
  if (options.search) where.nameLower = { contains: options.search.toLowerCase() };
  const docs = (await elements(readModels).find(ELEMENTS, {
    where: where as never,
    sort: [{ field: 'nameLower', direction: 'asc' }],
    limit: 10_000,
  })) as ElementDoc[];
  return docs.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.nameLower.localeCompare(b.nameLower));
}

/** A live or deleted element of the workspace by id, or a live one by name (case aside). */
export async function findElement(
  readModels: ReadModels,
  tenant: string,
  idOrName: string,
): Promise<ElementDoc | null> {
  const byId = (await elements(readModels).get(ELEMENTS, elementDocId(tenant, idOrName))) as ElementDoc | null;
  if (byId && byId.tenant === tenant) return byId;
  const [byName] = (await elements(readModels).find(ELEMENTS, {
    where: { tenant, nameLower: idOrName.toLowerCase(), deleted: false },
    limit: 1,
  })) as ElementDoc[];
  return byName ?? null;
}

/** An element's versions, newest first, a page at a time (no cap on how many there are). */
export async function listVersions(
  readModels: ReadModels,
  tenant: string,
  elementId: string,
  page: { skip: number; limit: number },
): Promise<VersionDoc[]> {
  return (await elements(readModels).find(VERSIONS, {
    where: { tenant, elementId },
    sort: [{ field: 'version', direction: 'desc' }],
    skip: page.skip,
    limit: page.limit,
  })) as VersionDoc[];
}

export async function findVersion(
  readModels: ReadModels,
  tenant: string,
  elementId: string,
  version: number,
): Promise<VersionDoc | null> {
  const [doc] = (await elements(readModels).find(VERSIONS, {
    where: { tenant, elementId, version },
    limit: 1,
  })) as VersionDoc[];
  return doc ?? null;
}
