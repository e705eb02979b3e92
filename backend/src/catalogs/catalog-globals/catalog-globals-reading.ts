import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { findElement } from '../../types';
import { findUserView } from '../../users';
import { catalogNotFound } from '../catalog-rules';
import { findLiveCatalog } from '../catalog-views';
import type { CatalogDoc } from '../catalogs.projector';
import { findGlobal, GLOBAL_MESSAGES, globalVariablesOf, type GlobalVariable } from './catalog-global-rules';
import { CatalogGlobalStream, catalogGlobalStreamId } from './catalog-global.streams';

/** A live catalog and the globals of its model (none when the model was deleted in the designer). */
export interface CatalogWithGlobals {
  catalog: CatalogDoc;
  modelName: string | null;
  globals: GlobalVariable[];
}

export async function catalogWithGlobals(
  readModels: ReadModels,
  tenant: string,
  ref: string,
): Promise<CatalogWithGlobals> {
  const catalog = await findLiveCatalog(readModels, tenant, ref);
  if (!catalog) throw notFound(catalogNotFound(ref));
  const model = await findElement(readModels, tenant, catalog.typeId);
  if (!model || model.deleted) return { catalog, modelName: null, globals: [] };
  const variables = model.members.variable as readonly GlobalVariable[];
  return { catalog, modelName: model.name, globals: globalVariablesOf(variables) };
}

/** The global of that name of the catalog's model: 404 when the model has none by that name. */
export function globalOf(found: CatalogWithGlobals, elementName: string): GlobalVariable {
  if (found.modelName === null) throw invalid(GLOBAL_MESSAGES.noModel);
  return findGlobal(found.globals, elementName, found.modelName);
}

/** One global's info as the catalog administration lists it (002 §7 globals/list). */
export interface GlobalInfo {
  values: Record<string, unknown>;
  /** When it was imported (ISO instant). */
  date: string;
  /** Who imported it: their name (null when that user was deleted), and their id. */
  by: string | null;
  byId: string | null;
  /** One per import, removal or restore: the version of this global's info. */
  version: number;
  /** How these values came: an import, the restore of an earlier version, or a global-info app's interview. */
  how: 'imported' | 'restored' | 'answered';
}

const howOf = (type: string | undefined): GlobalInfo['how'] =>
  type === 'CatalogGlobalRestored' ? 'restored' : type === 'CatalogGlobalAnswered' ? 'answered' : 'imported';

/**
 * A catalog's global info for one global, read from its stream (the truth, so an import is listed the moment it
 * is answered), or null when there is none. For the global-info app runs (issue 16) too, through index.ts.
 */
export async function readCatalogGlobal(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  catalogId: string,
  elementName: string,
): Promise<GlobalInfo | null> {
  const loaded = await CatalogGlobalStream.load(store, tenant, catalogGlobalStreamId(catalogId, elementName));
  if (!loaded.state.values) return null;
  const [last] = await store.readStream(loaded.stream, {
    direction: 'backwards',
    fromRevision: loaded.revision,
    maxCount: 1,
  });
  const byId = last?.metadata.userId ?? null;
  return {
    values: { ...loaded.state.values },
    date: last?.metadata.time ?? '',
    by: byId ? ((await findUserView(readModels, tenant, byId))?.name ?? null) : null,
    byId,
    version: loaded.state.version,
    how: howOf(last?.type),
  };
}

/**
 * 002 §7 globals/list: the catalog's global info keyed by element name, for the globals of its model that have
 * some. A catalog has a handful of globals, so each one's stream is read rather than kept in a read model.
 */
export async function listCatalogGlobals(
  store: EventStore,
  readModels: ReadModels,
  tenant: string,
  found: CatalogWithGlobals,
): Promise<Record<string, GlobalInfo>> {
  const listed: Record<string, GlobalInfo> = {};
  for (const global of found.globals) {
    const info = await readCatalogGlobal(store, readModels, tenant, found.catalog.catalogId, global.name);
    if (info) listed[global.name] = info;
  }
  return listed;
}
