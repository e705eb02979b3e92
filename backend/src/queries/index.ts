/**
 * The queries context's public surface: the provider port (the integrations of the app-runs work register their
 * providers under QUERY_PROVIDERS), the registry, and the runner (the app runs call it for 'SELECT data FROM...').
 */
export type {
  QueryProvider,
  QueryDescriptor,
  QuerySelector,
  QueryField,
  QuerySourceShape,
  QueryReader,
  QueryRunRequest,
  QueryRunResult,
  QueryItem,
  QueryWriteRequest,
  QueryWriteResult,
  ResolvedFilter,
} from './query-provider';
export { QUERY_PROVIDERS } from './query-provider';
export { QueryProviderRegistry } from './query-provider-registry';
export { QueryRunner, MAX_QUERY_ITEMS, type QueryCall, type QueryOrigin } from './run-query/query-runner';
