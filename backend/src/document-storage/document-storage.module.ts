import { Logger, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig, Env } from '../shared/config/app-config';
import { ConnectProviderController } from './connect-provider/connect-provider.controller';
import { DocumentStorage } from './document-storage.service';
import { INTEGRATION_SETTINGS, integrationSettings } from './integration-settings';
import { ProviderApi } from './provider-api';
import { ProviderConnections } from './provider-connections';
import { ProviderIntegrationController } from './provider-integration/provider-integration.controller';
import { loadSecretsKey } from './secret-box';
import { SecuredLinksController } from './secured-links/secured-links.controller';

/**
 * Where documents go (issue 16 "Integrations"): the workspace's connections to NetDocuments, OneDrive and Clio, and
 * the DocumentStorage port the runs context sends assembled documents through.
 */
@Module({})
export class DocumentStorageModule {
  static register({ config, env }: { config: AppConfig; env: Env }): DynamicModule {
    return {
      module: DocumentStorageModule,
      // Global: the runs context injects DocumentStorage (the queries context ProviderApi) without importing this module (which needs the config).
      global: true,
      controllers: [ProviderIntegrationController, ConnectProviderController, SecuredLinksController],
      providers: [
        {
          provide: INTEGRATION_SETTINGS,
          useFactory: () => {
            const logger = new Logger('DocumentStorage');
            return integrationSettings(
              env,
              loadSecretsKey(env, config.dataDir, (message) => logger.warn(message)),
            );
          },
        },
        ProviderConnections,
        ProviderApi,
        DocumentStorage,
      ],
      exports: [DocumentStorage, ProviderApi],
    };
  }
}
