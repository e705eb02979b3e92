import { Injectable } from '@nestjs/common';
import { ProviderApi } from '../../../document-storage';
import { IntegrationQueryProvider } from '../integration-query-provider';
import { FILEVINE_SOURCES } from './filevine-sources';

/** Filevine as a query provider: its projects and contacts, once the workspace has connected Filevine. */
@Injectable()
export class FilevineQueryProvider extends IntegrationQueryProvider {
  readonly name = 'filevine';
  readonly label = 'Filevine';
  protected readonly slug = 'filevine';
  protected readonly catalogue = FILEVINE_SOURCES;

  constructor(providers: ProviderApi) {
    super(providers);
  }
}
