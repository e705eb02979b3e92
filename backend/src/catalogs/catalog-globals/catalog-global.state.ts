import type { CatalogGlobalEvent } from './catalog-global.events';

/** One catalog's global info for one global, as its stream leaves it. */
export interface CatalogGlobalState {
  /** The values every record's app run reads; null: none imported, or removed. */
  values: Readonly<Record<string, unknown>> | null;
  /** One per event (an import, a removal, a restore, an answer): the version the list shows. */
  version: number;
}

export const initialCatalogGlobalState: CatalogGlobalState = { values: null, version: 0 };

export function evolveCatalogGlobal(state: CatalogGlobalState, event: CatalogGlobalEvent): CatalogGlobalState {
  const version = state.version + 1;
  switch (event.type) {
    case 'CatalogGlobalImported':
    case 'CatalogGlobalRestored':
    case 'CatalogGlobalAnswered':
      return { values: event.data.values, version };
    case 'CatalogGlobalRemoved':
      return { values: null, version };
  }
}
