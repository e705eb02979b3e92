import { DEFAULT_SETTINGS, type CatalogSettings } from './catalog-rules';
import type { CatalogEvent } from './catalog.events';

/** A catalog as its stream leaves it. */
export interface CatalogState extends CatalogSettings {
  exists: boolean;
  deleted: boolean;
  catalogId: string;
  name: string;
  typeId: string;
  /** One per event: 1 at creation. A save sends back the version it edited, to be told of another's save. */
  version: number;
}

export const initialCatalogState: CatalogState = {
  exists: false,
  deleted: false,
  catalogId: '',
  name: '',
  typeId: '',
  version: 0,
  isEveryone: false,
  position: 0,
  ...DEFAULT_SETTINGS,
};

export const isLiveCatalog = (state: CatalogState) => state.exists && !state.deleted;

export function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  const version = state.version + 1;
  switch (event.type) {
    case 'CatalogCreated': {
      const { catalogId, name, typeId, isEveryone, position } = event.data;
      return { ...initialCatalogState, exists: true, catalogId, name, typeId, isEveryone, position, version };
    }
    case 'CatalogChanged':
      return { ...state, ...event.data.set, version };
    case 'CatalogDeleted':
      return { ...state, deleted: true, version };
  }
}
