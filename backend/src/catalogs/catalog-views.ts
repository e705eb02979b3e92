import type { ReadModels } from '@app/projections';
import { findElement } from '../types';
import type { AppOption } from './catalog-rules';
import { CATALOGS, CATALOGS_PROJECTOR, catalogDocId, type CatalogDoc } from './catalogs.projector';

/** A catalog as the lists and the catalog administration read it (002 §3 Catalog). */
export interface CatalogView {
  _id: string;
  name: string;
  label: string;
  /** The model its records are items of; null when that model was deleted. */
  type: { _id: string; name: string } | null;
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

/** Model names as they are now (a model renamed in the designer shows its new name). */
async function typesOf(readModels: ReadModels, tenant: string, docs: readonly CatalogDoc[]) {
  const types = new Map<string, CatalogView['type']>();
  for (const typeId of new Set(docs.map((doc) => doc.typeId))) {
    const element = await findElement(readModels, tenant, typeId);
    types.set(
      typeId,
      element && element.elementId === typeId && !element.deleted ? { _id: typeId, name: element.name } : null,
    );
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
