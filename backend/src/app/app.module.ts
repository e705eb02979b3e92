import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig, Env } from '../shared/config/app-config';
import { HealthController } from '../health/health.controller';
import { WorkspaceProvisioning } from '../provisioning/provision-workspace';
import { AllExceptionsFilter } from '../shared/http/all-exceptions.filter';
import { loggerOptions } from '../shared/http/logger.options';
import { MinPositionInterceptor } from '../shared/http/min-position.interceptor';
import { UndeclaredQueryInterceptor } from '../shared/http/undeclared-query.interceptor';
import { InfrastructureModule } from '../shared/infrastructure.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { UsersModule } from '../users/users.module';
import { LinksModule } from '../links/links.module';
import { AuthModule } from '../auth/auth.module';
import { OAuthModule } from '../oauth/oauth.module';
import { TypesModule } from '../types/types.module';
import { CatalogsModule } from '../catalogs/catalogs.module';
import { QueriesModule } from '../queries/queries.module';
import { RecordsModule } from '../records/records.module';
import { RunsModule } from '../runs/runs.module';
import { DocumentStorageModule } from '../document-storage';
import { ALL_EVENTS, ALL_PROJECTORS } from './catalogue';
import { HttpDrain } from './http-drain';

export interface AppModuleOptions {
  config: AppConfig;
  env: Env;
  /** 'server' serves HTTP and runs the projections unless RUN_PROJECTIONS=false; 'cli' never runs them. */
  mode: 'server' | 'cli';
}

@Module({})
export class AppModule {
  static register({ config, env, mode }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(mode === 'cli' ? 'silent' : config.logLevel)),
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot({
          config,
          env,
          events: ALL_EVENTS,
          projectors: ALL_PROJECTORS,
          runProjections: mode === 'server' && config.runProjections,
        }),
        TenancyModule,
        UsersModule,
        LinksModule.register(mode),
        AuthModule.forRoot({ config, env }),
        OAuthModule.register(env),
        TypesModule,
        CatalogsModule,
        QueriesModule,
        RecordsModule,
        RunsModule,
        DocumentStorageModule.register({ config, env }),
      ],
      controllers: mode === 'server' ? [HealthController] : [],
      providers: [
        ...(mode === 'server' ? [HttpDrain] : []),
        WorkspaceProvisioning,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // In this order: a call's query parameters are checked before minPosition is waited for.
        { provide: APP_INTERCEPTOR, useClass: UndeclaredQueryInterceptor },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
      ],
    };
  }
}
