import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { notFound } from '../../shared/domain/domain-error';
import { findElement } from '../../types';
import { catalogModelOf, listCatalogDocs, type CatalogModel } from '../catalog-views';
import { isLiveCatalog } from '../catalog.state';
import { CatalogStream } from '../catalog.streams';

/** The environment of a model: for each catalog holding its records (by name), its apps' live versions. */
export type ModelEnvironment = Record<string, Record<string, string>>;

/** The model of the address, with its apps; an unknown or deleted one is a 404. */
export async function modelOfAddress(readModels: ReadModels, tenant: string, typeId: string): Promise<CatalogModel> {
  const element = await findElement(readModels, tenant, typeId);
  if (!element || element.elementId !== typeId || element.deleted) {
    throw notFound(`There is no model with the id ${JSON.stringify(typeId)} in this workspace.`);
  }
  return catalogModelOf(element);
}

/** The live catalogs whose items are of the model, each folded from its own stream (the list may lag). */
export async function catalogsOfModel(store: EventStore, readModels: ReadModels, tenant: string, typeId: string) {
  const docs = (await listCatalogDocs(readModels, tenant)).filter((doc) => doc.typeId === typeId);
  const loaded = await Promise.all(docs.map((doc) => CatalogStream.load(store, tenant, doc.catalogId)));
  return loaded.filter((stream) => isLiveCatalog(stream.state) && stream.state.typeId === typeId);
}
