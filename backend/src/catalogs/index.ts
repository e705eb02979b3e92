/** The catalogs context's public surface: its events and projector for the app's catalogue. */
export { CATALOG_EVENTS } from './catalog.events';
export { CATALOG_NAME_EVENTS } from './catalog-name/catalog-name.events';
export { catalogsProjector } from './catalogs.projector';
/** For the queries context: the product's own query provider answers over the workspace's catalogs. */
export { listCatalogDocs, findLiveCatalog } from './catalog-views';
export type { CatalogDoc } from './catalogs.projector';
/** For the records context: who may see a catalog's records (002 §6). */
export { visibleTo } from './catalog-views';
