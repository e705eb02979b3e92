/** The catalogs context's public surface: its events and projector for the app's catalogue. */
export { CATALOG_EVENTS } from './catalog.events';
export { CATALOG_NAME_EVENTS } from './catalog-name/catalog-name.events';
export { catalogsProjector } from './catalogs.projector';
/** For the queries context: the product's own query provider answers over the workspace's catalogs. */
export { listCatalogDocs, findLiveCatalog } from './catalog-views';
export type { CatalogDoc } from './catalogs.projector';
/** For the records context: who may see a catalog's records (002 §6). */
export { visibleTo } from './catalog-views';
/** Global info (002 §2.2): its events for the app's catalogue; the values, for the global-info app runs. */
export { CATALOG_GLOBAL_EVENTS } from './catalog-globals/catalog-global.events';
export {
  readCatalogGlobal,
  catalogWithGlobals,
  globalOf,
  type GlobalInfo,
  type CatalogWithGlobals,
} from './catalog-globals/catalog-globals-reading';
export { globalModelRef } from './catalog-globals/catalog-global-rules';
export { AnswerGlobalCommand, type AnsweredGlobal } from './catalog-globals/answer/answer-global.command';
export { answeredValues, GLOBAL_ANSWER_MESSAGES } from './catalog-globals/answer/answer-global.decide';
/** For record runs: a global's info now, or at the version a run pinned (reproducible assembly). */
export { catalogGlobalAt, type CatalogGlobalAt } from './catalog-globals/catalog-global-at';
/** For the demo workspace: its sample catalog is created as an administrator's click creates one. */
export { CreateCatalogCommand } from './create-catalog/create-catalog.command';
/** For the app-runs context: a run assembles the model version the catalog's live snapshot for the app pins. */
export { catalogAppOptions } from './catalog-app-options';
