import { notFound } from '../../shared/domain/domain-error';
import { catalogNotFound } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import { isLiveCatalog, type CatalogState } from '../catalog.state';

/** 002 §2.2 Delete collection: the catalog leaves the lists; its stream stays, so it can be brought back. */
export function decideDeleteCatalog(command: { catalogId: string }, state: CatalogState): CatalogEvent[] {
  if (!isLiveCatalog(state)) throw notFound(catalogNotFound(command.catalogId));
  return [{ type: 'CatalogDeleted', data: { catalogId: command.catalogId } }];
}
