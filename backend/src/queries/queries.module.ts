import { Module } from '@nestjs/common';
import { DocautoQueryProvider } from './docauto-provider/docauto-query-provider';
import { ClioQueryProvider } from './integration-providers/clio/clio-query-provider';
import { FilevineQueryProvider } from './integration-providers/filevine/filevine-query-provider';
import { ListQueryProvidersController } from './list-query-providers/list-query-providers.controller';
import { ListQuerySourcesController } from './list-query-sources/list-query-sources.controller';
import { QueryDescriptorController } from './query-descriptor/query-descriptor.controller';
import { QUERY_PROVIDERS, type QueryProvider } from './query-provider';
import { QueryProviderRegistry } from './query-provider-registry';
import { QuerySourceShapeController } from './query-source-shape/query-source-shape.controller';
import { QueryRunner } from './run-query/query-runner';
import { RunQueryController } from './run-query/run-query.controller';

/**
 * Queries (001 §2 "Query model form", §7 GET /api/queries/types/…): the providers a query may read from behind
 * one port, their sources, what a query on a source may filter on, the shape of its records, and running a query
 * element over them. The product's own catalogs, and Clio's and Filevine's records through the workspace's
 * connections (document-storage's ProviderApi).
 */
@Module({
  controllers: [
    ListQueryProvidersController,
    ListQuerySourcesController,
    QueryDescriptorController,
    QuerySourceShapeController,
    RunQueryController,
  ],
  providers: [
    DocautoQueryProvider,
    ClioQueryProvider,
    FilevineQueryProvider,
    {
      provide: QUERY_PROVIDERS,
      useFactory: (...providers: QueryProvider[]) => providers,
      inject: [DocautoQueryProvider, ClioQueryProvider, FilevineQueryProvider],
    },
    QueryProviderRegistry,
    QueryRunner,
  ],
  exports: [QueryProviderRegistry, QueryRunner],
})
export class QueriesModule {}
