import { defineStream } from '../../shared/event-sourcing/define-stream';
import { catalogNameKey } from '../catalog-rules';
import { CATALOG_NAME_EVENTS } from './catalog-name.events';
import { evolveCatalogNameHolder, type CatalogNameHolder } from './catalog-name.decide';

/** Who holds a catalog name in a workspace: `{tenant}.catalogname-{name in lower case}`. */
export const CatalogNameStream = defineStream({
  category: 'catalogname',
  events: CATALOG_NAME_EVENTS,
  initial: null as CatalogNameHolder,
  evolve: evolveCatalogNameHolder,
});

/** The name stream's id for a catalog name: names are compared case aside. */
export const catalogNameStreamId = catalogNameKey;
