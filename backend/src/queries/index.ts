/**
 * The queries context's public surface: the provider port (the records context brings running a query; the
 * integrations of the app-runs work register their providers under QUERY_PROVIDERS) and the registry.
 */
export type { QueryProvider, QueryDescriptor, QuerySelector, QueryField, QuerySourceShape } from './query-provider';
export { QUERY_PROVIDERS } from './query-provider';
export { QueryProviderRegistry } from './query-provider-registry';
