import { defineStream } from '../shared/event-sourcing/define-stream';
import { CATALOG_EVENTS } from './catalog.events';
import { evolveCatalog, initialCatalogState } from './catalog.state';

/** One catalog (a collection of records of one model): `{tenant}.catalog-{catalogId}`. */
export const CatalogStream = defineStream({
  category: 'catalog',
  events: CATALOG_EVENTS,
  initial: initialCatalogState,
  evolve: evolveCatalog,
});
