import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../shared/config/app-config';
import { DomainError, invalid } from '../../shared/domain/domain-error';
import { appendDecided } from '../../shared/event-sourcing/append-decided';
import type { Projections } from '../../shared/projections/projections';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { ELEMENT_EXISTS, findElement, nameProblem, SaveTypesBatchCommand } from '../../types';
import { assertCatalogLimit, CATALOG_MESSAGES, catalogNameProblem } from '../catalog-rules';
import { catalogModelOf, listCatalogDocs, toCatalogView, type CatalogModel, type CatalogView } from '../catalog-views';
import { CatalogStream } from '../catalog.streams';
import { evolveCatalog } from '../catalog.state';
import { catalogsCaughtUp } from '../catalogs-reading';
import { decideReserveCatalogName } from '../catalog-name/catalog-name.decide';
import { CatalogNameStream, catalogNameStreamId } from '../catalog-name/catalog-name.streams';
import { CreateCatalogCommand, type CatalogCreatedAnswer } from './create-catalog.command';
import { decideCreateCatalog } from './create-catalog.decide';

/** 002 §2.2 "existing-model choices are limited to two model kinds": models and tables. */
const ITEM_KINDS: readonly string[] = ['model', 'table'];

/**
 * A new catalog (002 §4 Create): checked whole before anything is written; with type 'new' the types context is
 * sent the command that makes the model, then the catalog and its name reservation are appended together.
 */
@CommandHandler(CreateCatalogCommand)
export class CreateCatalogHandler implements ICommandHandler<CreateCatalogCommand, CatalogCreatedAnswer> {
  private readonly logger = new Logger('Catalogs');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async execute({ tenant, catalog, actorId }: CreateCatalogCommand): Promise<CatalogCreatedAnswer> {
    const problem = catalogNameProblem(catalog.name, nameProblem);
    if (problem) throw invalid(problem);
    const name = catalog.name as string;
    const catalogId = randomUUID();
    // Counted and numbered on the list as it is now, not as the read model last saw it.
    await catalogsCaughtUp(this.runner, this.store, this.config.minPositionWaitMs);
    const live = await listCatalogDocs(this.readModels, tenant);
    const limitEnforced = this.config.catalogs.limitEnforced;
    assertCatalogLimit(live.length, limitEnforced);
    const nameLoaded = await CatalogNameStream.load(this.store, tenant, catalogNameStreamId(name));
    const nameEvents = decideReserveCatalogName(nameLoaded.state, catalogId);
    if (!catalog.type) throw invalid(CATALOG_MESSAGES.typeRequired);
    const newModel = catalog.type === 'new';
    const type = newModel ? await this.assertNewModelFree(tenant, name) : await this.existingType(tenant, catalog.type);

    const loaded = await CatalogStream.load(this.store, tenant, catalogId);
    const position = live.reduce((last, doc) => Math.max(last, doc.position + 1), 0);
    // Everything that can refuse the catalog was checked above, before a model is made for it.
    const typeRef = type ?? (await this.createModel(tenant, name, actorId));
    const events = decideCreateCatalog(
      {
        catalogId,
        name,
        typeId: typeRef._id,
        isEveryone: catalog.isEveryone ?? false,
        position,
        liveCatalogs: live.length,
        limitEnforced,
      },
      loaded.state,
    );
    const time = new Date().toISOString();
    try {
      const [written] = await appendDecided(this.store, { tenant, actorId, time }, [
        CatalogStream.write(loaded, events),
        CatalogNameStream.write(nameLoaded, nameEvents),
      ]);
      const state = events.reduce(evolveCatalog, loaded.state);
      const view: CatalogView = toCatalogView(
        {
          ...state,
          _id: catalogId,
          tenant,
          nameLower: name.toLowerCase(),
          revision: written.revision,
          createdPosition: written.position,
          lastModified: time,
          lastModifiedBy: actorId,
        },
        typeRef,
      );
      return { status: 'Done', obj: view, position: written.position };
    } catch (error) {
      if (newModel) await this.removeModel(tenant, typeRef._id, actorId);
      if (error instanceof ConcurrencyConflictError) throw invalid(CATALOG_MESSAGES.nameTaken);
      throw error;
    }
  }

  /** Type 'new' makes a model of the catalog's name: refused when any element has that name (002 §5). */
  private async assertNewModelFree(tenant: string, name: string): Promise<null> {
    const element = await findElement(this.readModels, tenant, name);
    if (element && !element.deleted) throw invalid(CATALOG_MESSAGES.newTypeExists);
    return null;
  }

  private async existingType(tenant: string, typeId: string): Promise<CatalogModel> {
    const element = await findElement(this.readModels, tenant, typeId);
    if (!element || element.elementId !== typeId || element.deleted) {
      throw invalid(
        `There is no model with the id ${JSON.stringify(typeId)} in this workspace: choose one of its models.`,
      );
    }
    if (!ITEM_KINDS.includes(element.kind)) {
      throw invalid(
        `The items of a collection are records of a model or a table; ${element.name} is a ${element.kind}.`,
      );
    }
    return catalogModelOf(element);
  }

  private async createModel(tenant: string, name: string, actorId: string | null) {
    try {
      const created = await this.commands.execute(
        new SaveTypesBatchCommand(tenant, [{ action: 'add', kind: 'model', name }], actorId),
      );
      // A new model has no apps nor variables yet.
      return { _id: created.added[0]._id, name, apps: [], properties: [] } satisfies CatalogModel;
    } catch (error) {
      // The read model had not seen that model yet; the types context's own name reservation had.
      if (error instanceof DomainError && error.message === ELEMENT_EXISTS)
        throw invalid(CATALOG_MESSAGES.newTypeExists);
      throw error;
    }
  }

  /** The catalog was not written (another took its name in the same instant): the model made for it goes too. */
  private async removeModel(tenant: string, typeId: string, actorId: string | null): Promise<void> {
    await this.commands
      .execute(new SaveTypesBatchCommand(tenant, [{ action: 'remove', kind: 'model', _id: typeId }], actorId))
      .catch((error: unknown) =>
        this.logger.warn(`The model ${typeId} made for a refused catalog stays: ${String(error)}`),
      );
  }
}
