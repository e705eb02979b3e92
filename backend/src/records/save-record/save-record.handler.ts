import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { summarizeRecord } from '../record-summary';
import { assertNoGlobalValues, assertRecordValues } from '../record-values';
import type { RecordValues } from '../record.state';
import { RecordStream } from '../record.streams';
import { answerRecord, appendRecord, loadCatalogRecord, modelOf, versionConflict } from '../record-writing';
import { assertExternalUser } from './external-user-check';
import { SaveRecordCommand, type SavedRecord } from './save-record.command';
import { decideCreateRecord, decideSaveRecordValues } from './save-record.decide';

/**
 * One record's values saved (002 §7 POST items[/{id}]): checked whole against the catalog's model before anything
 * is written, then one event on the record's stream at the version the caller saw.
 */
@CommandHandler(SaveRecordCommand)
export class SaveRecordHandler implements ICommandHandler<SaveRecordCommand, SavedRecord> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, catalog, values, origin, actorId, options }: SaveRecordCommand): Promise<SavedRecord> {
    const model = await modelOf(this.readModels, tenant, catalog.typeId);
    assertRecordValues(model, values);
    assertNoGlobalValues(model, values);
    await assertExternalUser(this.store, this.readModels, tenant, values);
    const summarize = (next: RecordValues) => summarizeRecord(model, next);
    const time = new Date().toISOString();
    const acting = { tenant, actorId, time };

    const creating = options.recordId === undefined;
    const recordId = options.recordId ?? randomUUID();
    let loaded = creating ? await RecordStream.load(this.store, tenant, recordId) : undefined;
    if (!loaded && options.upsert) {
      const existing = await RecordStream.load(this.store, tenant, recordId);
      if (!existing.state.exists) loaded = existing;
    }
    if (loaded) {
      const events = decideCreateRecord(
        { recordId, catalogId: catalog.catalogId, modelId: model.modelId, values, summarize, ...origin },
        loaded.state,
      );
      const written = await appendRecord(this.store, acting, loaded, events);
      const record = await answerRecord(this.readModels, tenant, written, acting, catalog.detail);
      return { ...record, position: written.position };
    }

    const current = await loadCatalogRecord(this.store, tenant, catalog.catalogId, recordId);
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.revision + 1) {
      throw versionConflict(options.expectedVersion, current.revision + 1);
    }
    const events = decideSaveRecordValues({ recordId, values, summarize, ...origin }, current.state);
    const written = await appendRecord(this.store, acting, current, events);
    const record = await answerRecord(this.readModels, tenant, written, acting, catalog.detail);
    return { ...record, position: written.position };
  }
}
