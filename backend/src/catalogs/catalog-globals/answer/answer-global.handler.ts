import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogWithGlobals, globalOf } from '../catalog-globals-reading';
import { CatalogGlobalStream, catalogGlobalStreamId } from '../catalog-global.streams';
import { assertGlobalValues } from '../global-values-check';
import { AnswerGlobalCommand, type AnsweredGlobal } from './answer-global.command';
import { answeredValues, decideAnswerGlobal } from './answer-global.decide';

/**
 * A global-info app's answers: the set they leave is checked whole against the global's model, exactly as an
 * import's is (assertGlobalValues), before anything is written; then one event, on the revision the set was built
 * from (a write in between is a 409, never a silent merge).
 */
@CommandHandler(AnswerGlobalCommand)
export class AnswerGlobalHandler implements ICommandHandler<AnswerGlobalCommand, AnsweredGlobal> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute(command: AnswerGlobalCommand): Promise<AnsweredGlobal> {
    const { tenant, catalogRef, elementName, appName, version, changes, actorId } = command;
    const found = await catalogWithGlobals(this.readModels, tenant, catalogRef);
    const global = globalOf(found, elementName);
    const catalogId = found.catalog.catalogId;
    const id = catalogGlobalStreamId(catalogId, global.name);
    const loaded = await CatalogGlobalStream.load(this.store, tenant, id);
    const decide = (values: Record<string, unknown>) =>
      decideAnswerGlobal({ catalogId, elementName: global.name, appName, version, values }, loaded.state);
    const values = answeredValues(loaded.state.values, changes);
    // The version is checked before the model: a stale interview hears about the conflict, not about a value.
    const decided = decide(values);
    if (decided.length === 0)
      return { elementName: global.name, version: loaded.state.version, values, position: loaded.position };
    await assertGlobalValues(this.readModels, tenant, global, values);
    const written = await CatalogGlobalStream.run(
      this.store,
      { tenant, actorId, id, expectedRevision: loaded.revision },
      () => decided,
    );
    return { elementName: global.name, version: written.revision + 1, values, position: written.position };
  }
}
