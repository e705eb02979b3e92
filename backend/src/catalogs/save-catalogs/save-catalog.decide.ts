import { conflict, notFound } from '../../shared/domain/domain-error';
import { CATALOG_SETTING_KEYS, catalogNotFound, type CatalogSettings } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import { isLiveCatalog, type CatalogState } from '../catalog.state';

export interface ChangeCatalog {
  catalogId: string;
  set: Partial<CatalogSettings>;
  /** The version the administrator edited; a catalog saved since by someone else is a conflict. */
  version?: number;
}

export const savedSince = (name: string, version: number) =>
  `The catalog ${name} was saved by someone else since you opened it (it is at version ${version} now). ` +
  'Nothing was saved: reload the catalogs, then make your changes again.';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One catalog's part of a save (002 §4 Save): the settings that change, with the values they replace. */
export function decideChangeCatalog(command: ChangeCatalog, state: CatalogState): CatalogEvent[] {
  if (!isLiveCatalog(state)) throw notFound(catalogNotFound(command.catalogId));
  if (command.version !== undefined && command.version !== state.version) {
    throw conflict(savedSince(state.name, state.version));
  }
  const set: Partial<CatalogSettings> = {};
  const before: Partial<CatalogSettings> = {};
  for (const key of CATALOG_SETTING_KEYS) {
    const value = command.set[key];
    if (value === undefined || same(value, state[key])) continue;
    Object.assign(set, { [key]: value });
    Object.assign(before, { [key]: state[key] });
  }
  if (Object.keys(set).length === 0) return [];
  return [{ type: 'CatalogChanged', data: { catalogId: command.catalogId, set, before } }];
}
