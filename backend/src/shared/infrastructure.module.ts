import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EventRegistry, type EventDefinition } from '@app/event-schemas';
import { ProjectionRunner, ReadModels, type Projector } from '@app/projections';
import { openStorage, storageConfigFromEnv, ValidatingEventStore, type Storage } from '@app/storage';
import type { AppConfig, Env } from './config/app-config';
import { createMailer, type Mailer } from './mail';
import type { Projections } from './projections/projections';
import { ProjectionFollower } from './projections/projection-follower';
import {
  APP_CONFIG,
  EVENT_STORE,
  FILE_STORE,
  MAILER,
  PROJECTION_RUNNER,
  READ_MODEL_STORE,
  READ_MODELS,
  STORAGE,
} from './storage/tokens';

export interface InfrastructureOptions {
  config: AppConfig;
  /** Where the storage and mail engines read their variables (EVENTSTORE_URL, MONGODB_URL, SMTP_URL). */
  env: Env;
  events: readonly EventDefinition[];
  projectors: Projector[];
  /**
   * Whether this process runs the projectors. Each must run in exactly one process (two runners on
   * one read-model store would race), so the CLI and instances started with RUN_PROJECTIONS=false
   * follow the checkpoints that process commits instead (ProjectionFollower).
   */
  runProjections: boolean;
}

const OPTIONS = Symbol('INFRASTRUCTURE_OPTIONS');

class Lifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Storage');

  constructor(
    @Inject(OPTIONS) private readonly options: InfrastructureOptions,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | ProjectionFollower,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.projections.start();
  }

  /** Runs after the HTTP server answered its last request: the runner commits its batch, then storage closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.mailer.close();
    await this.storage.close();
    this.logger.log('storage closed');
  }
}

/** The ports (event store, read models, files, mail) and the projection runner, for the whole application. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    const logger = new Logger('Projections');
    return {
      module: InfrastructureModule,
      providers: [
        { provide: OPTIONS, useValue: options },
        { provide: APP_CONFIG, useValue: options.config },
        {
          provide: STORAGE,
          useFactory: () => openStorage(storageConfigFromEnv({ ...options.env, DATA_DIR: options.config.dataDir })),
        },
        {
          provide: EVENT_STORE,
          inject: [STORAGE],
          useFactory: (storage: Storage) =>
            new ValidatingEventStore(storage.eventStore, new EventRegistry(options.events)),
        },
        { provide: READ_MODEL_STORE, inject: [STORAGE], useFactory: (storage: Storage) => storage.readModels },
        { provide: FILE_STORE, inject: [STORAGE], useFactory: (storage: Storage) => storage.files },
        {
          provide: MAILER,
          useFactory: () => createMailer(options.env, { dataDir: options.config.dataDir, logger: new Logger('Mail') }),
        },
        {
          provide: PROJECTION_RUNNER,
          inject: [EVENT_STORE, STORAGE],
          useFactory: (eventStore: ValidatingEventStore, storage: Storage) =>
            options.runProjections
              ? new ProjectionRunner({
                  eventStore,
                  readModels: storage.readModels,
                  projectors: options.projectors,
                  logger: {
                    info: (m) => logger.log(m),
                    warn: (m, e) => logger.warn(`${m} ${e ? String(e) : ''}`),
                    error: (m, e) => logger.error(m, e),
                  },
                })
              : new ProjectionFollower({ eventStore, readModels: storage.readModels, projectors: options.projectors }),
        },
        {
          provide: READ_MODELS,
          inject: [STORAGE, PROJECTION_RUNNER],
          useFactory: (s: Storage, projections: Projections) => new ReadModels(s.readModels, projections),
        },
        Lifecycle,
      ],
      exports: [APP_CONFIG, STORAGE, EVENT_STORE, READ_MODEL_STORE, FILE_STORE, MAILER, PROJECTION_RUNNER, READ_MODELS],
    };
  }
}
