import type { ReadModels } from '@app/projections';
import { findElement } from '../types';
import type { AppOption } from './catalog-rules';
import { CATALOGS, CATALOGS_PROJECTOR, catalogDocId, type CatalogDoc } from './catalogs.projector';

/** 002 §3 "Model app: _id, name, label, position, extUsers". */
export interface CatalogModelApp {
  _id: string;
  name: string;
  label?: string;
  position?: number;
  extUsers?: boolean;
}

/** 002 §3 "Model property: name, type, typeName, isList". */
export interface CatalogModelProperty {
  name: string;
  type: string;
  typeName?: string;
  isList: boolean;
}

export interface CatalogModel {
  _id: string;
  name: string;
  apps: CatalogModelApp[];
  properties: CatalogModelProperty[];
}

/** A catalog as the lists and the catalog administration read it (002 §3 Catalog). */
export interface CatalogView {
  _id: string;
  name: string;
  label: string;
  /**
   * The model its records are items of (002 §3: "type (the model, with _id, name, apps, properties)"), read as it
   * is now; null when that model was deleted. Everyone who sees the catalog sees this much of its model: the
   * catalogue's create buttons, the apps of a record and the Global Info entries come from it.
   */
  type: CatalogModel | null;
  position: number;
  detail: string;
  recordLabel: string;
  globalLabel: string;
  myRecords: boolean;
  appOptions: AppOption[];
  isEveryone: boolean;
  lastModified: string;
  /** The catalog's version (one per change): send it back with a save to be told of someone else's save. */
  version: number;
}

/** The workspace's live catalogs in list order: by position, then in the order they were created. */
export async function listCatalogDocs(readModels: ReadModels, tenant: string): Promise<CatalogDoc[]> {
  const docs = (await readModels.reader(CATALOGS_PROJECTOR).find(CATALOGS, {
    where: { tenant, deleted: false },
    sort: [
      { field: 'position', direction: 'asc' },
      { field: 'createdPosition', direction: 'asc' },
    ],
    limit: 10_000,
  })) as CatalogDoc[];
  return docs;
}

/** A live catalog of the workspace by id, or by name (case aside), or null. */
export async function findLiveCatalog(readModels: ReadModels, tenant: string, ref: string): Promise<CatalogDoc | null> {
  const reader = readModels.reader(CATALOGS_PROJECTOR);
  const byId = (await reader.get(CATALOGS, catalogDocId(tenant, ref))) as CatalogDoc | null;
  if (byId && byId.tenant === tenant && !byId.deleted) return byId;
  const [byName] = (await reader.find(CATALOGS, {
    where: { tenant, nameLower: ref.toLowerCase(), deleted: false },
    limit: 1,
  })) as CatalogDoc[];
  return byName ?? null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a catalog's readers see of its model: its name, its apps and its variables, nothing of their logic. */
export function catalogModelOf(element: {
  elementId: string;
  name: string;
  members: { app: readonly Record<string, unknown>[]; variable: readonly Record<string, unknown>[] };
}): CatalogModel {
  return {
    _id: element.elementId,
    name: element.name,
    apps: element.members.app.map((app) => ({
      _id: String(app._id),
      name: String(app.name),
      ...(text(app.label) !== undefined && { label: text(app.label) }),
      ...(typeof app.position === 'number' && { position: app.position }),
      ...(typeof app.extUsers === 'boolean' && { extUsers: app.extUsers }),
    })),
    properties: element.members.variable.map((variable) => ({
      name: String(variable.name),
      type: text(variable.type) ?? 'text',
      ...(text(variable.typeName) !== undefined && { typeName: text(variable.typeName) }),
      isList: variable.isList === true,
    })),
  };
}

/** Models as they are now (a model renamed in the designer shows its new name, a new app shows at once). */
async function typesOf(readModels: ReadModels, tenant: string, docs: readonly CatalogDoc[]) {
  const types = new Map<string, CatalogView['type']>();
  for (const typeId of new Set(docs.map((doc) => doc.typeId))) {
    const element = await findElement(readModels, tenant, typeId);
    types.set(typeId, element && element.elementId === typeId && !element.deleted ? catalogModelOf(element) : null);
  }
  return types;
}

export function toCatalogView(doc: CatalogDoc, type: CatalogView['type']): CatalogView {
  return {
    _id: doc.catalogId,
    name: doc.name,
    label: doc.label,
    type,
    position: doc.position,
    detail: doc.detail,
    recordLabel: doc.recordLabel,
    globalLabel: doc.globalLabel,
    myRecords: doc.myRecords,
    appOptions: doc.appOptions,
    isEveryone: doc.isEveryone,
    lastModified: doc.lastModified,
    version: doc.version,
  };
}

export async function toCatalogViews(
  readModels: ReadModels,
  tenant: string,
  docs: readonly CatalogDoc[],
): Promise<CatalogView[]> {
  const types = await typesOf(readModels, tenant, docs);
  return docs.map((doc) => toCatalogView(doc, types.get(doc.typeId) ?? null));
}

/** Who sees a catalog (002 §1, §6): administrators all; others those for everyone or named in their permissions. */
export const visibleTo =
  (user: { isAdmin: boolean; permissions: readonly string[] }) => (catalog: Pick<CatalogView, 'name' | 'isEveryone'>) =>
    user.isAdmin || catalog.isEveryone || user.permissions.includes(catalog.name);
