import { conflict } from '../../shared/domain/domain-error';
import { assertCatalogLimit } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import type { CatalogState } from '../catalog.state';

export interface CreateCatalog {
  catalogId: string;
  /** Already checked against 002 §5's name rules and reserved (catalog-name). */
  name: string;
  typeId: string;
  isEveryone: boolean;
  /** After the last catalog (002 §4: new catalogs join the end of the list). */
  position: number;
  /** How many live catalogs the workspace has now. */
  liveCatalogs: number;
  /** 002 §8: the 6-catalog limit applies only while this flag is on (CATALOG_LIMIT_ENFORCED, off by default). */
  limitEnforced: boolean;
}

export function decideCreateCatalog(command: CreateCatalog, state: CatalogState): CatalogEvent[] {
  if (state.exists) throw conflict(`Catalog ${command.catalogId} exists already.`);
  assertCatalogLimit(command.liveCatalogs, command.limitEnforced);
  const { catalogId, name, typeId, isEveryone, position } = command;
  return [{ type: 'CatalogCreated', data: { catalogId, name, typeId, isEveryone, position } }];
}
