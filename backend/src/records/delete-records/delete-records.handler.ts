import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { appendDecided } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { RecordStream } from '../record.streams';
import { loadCatalogRecord } from '../record-writing';
import { DeleteRecordsCommand, type RecordsDeleted } from './delete-records.command';
import { decideDeleteRecord } from './delete-record.decide';

/**
 * Every record is loaded and decided on before anything is written, then one atomic append across their streams:
 * one unknown id (or a record of another catalog) is a 404 and no record is deleted; a writer in between is a 409.
 */
@CommandHandler(DeleteRecordsCommand)
export class DeleteRecordsHandler implements ICommandHandler<DeleteRecordsCommand, RecordsDeleted> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, catalogId, recordIds, actorId }: DeleteRecordsCommand): Promise<RecordsDeleted> {
    const writes = [];
    for (const recordId of new Set(recordIds)) {
      const loaded = await loadCatalogRecord(this.store, tenant, catalogId, recordId);
      writes.push(RecordStream.write(loaded, decideDeleteRecord({ recordId }, loaded.state)));
    }
    const results = await appendDecided(this.store, { tenant, actorId }, writes);
    return {
      deleted: results.reduce((sum, result) => sum + result.appended, 0),
      position: Math.max(0, ...results.map((result) => result.position)),
    };
  }
}
