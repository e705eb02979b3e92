import { Injectable } from '@nestjs/common';
import { ProviderApi } from '../../../document-storage';
import { IntegrationQueryProvider } from '../integration-query-provider';
import { CLIO_SOURCES } from './clio-sources';

/** Clio Manage as a query provider: its matters and contacts, once the workspace has connected Clio. */
@Injectable()
export class ClioQueryProvider extends IntegrationQueryProvider {
  readonly name = 'clio';
  readonly label = 'Clio';
  protected readonly slug = 'clio';
  protected readonly catalogue = CLIO_SOURCES;

  constructor(providers: ProviderApi) {
    super(providers);
  }
}
