import { defineStream } from '../../shared/event-sourcing/define-stream';
import { CATALOG_GLOBAL_EVENTS } from './catalog-global.events';
import { evolveCatalogGlobal, initialCatalogGlobalState } from './catalog-global.state';

/**
 * One catalog's global info for one global of its model: `{tenant}.catalogglobal-{catalogId}-{elementName}`.
 * Catalog ids have no dot and element names are letters, digits and underscores, so the id is always well formed.
 */
export const CatalogGlobalStream = defineStream({
  category: 'catalogglobal',
  events: CATALOG_GLOBAL_EVENTS,
  initial: initialCatalogGlobalState,
  evolve: evolveCatalogGlobal,
});

export const catalogGlobalStreamId = (catalogId: string, elementName: string) => `${catalogId}-${elementName}`;
