import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { appendDecided, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { RecordStream } from '../record.streams';
import { loadCatalogRecord, versionConflict } from '../record-writing';
import { LinkRecordCommand, type LinkedRecord } from './link-record.command';
import { decideLinkBack, decideLinkRecord } from './link-record.decide';

/** The link, and a bidirectional link's way back, written together or not at all. */
@CommandHandler(LinkRecordCommand)
export class LinkRecordHandler implements ICommandHandler<LinkRecordCommand, LinkedRecord> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, target, link, app, actorId, back }: LinkRecordCommand): Promise<LinkedRecord> {
    const current = await loadCatalogRecord(this.store, tenant, target.catalogId, target.recordId);
    if (target.expectedVersion !== undefined && target.expectedVersion !== current.revision + 1)
      throw versionConflict(target.expectedVersion, current.revision + 1);
    const writes: PendingWrite[] = [
      RecordStream.write(current, decideLinkRecord({ recordId: target.recordId, link, app }, current.state)),
    ];
    let linkedBack = false;
    if (back) {
      const other = await RecordStream.load(this.store, tenant, back.recordId);
      const events = decideLinkBack(
        {
          recordId: back.recordId,
          to: { catalog: target.catalogName, recordId: target.recordId, name: current.state.name },
          app,
        },
        other.state,
      );
      linkedBack = events.length > 0;
      writes.push(RecordStream.write(other, events));
    }
    try {
      const [written] = await appendDecided(this.store, { tenant, actorId }, writes);
      return { recordId: target.recordId, version: written.revision + 1, position: written.position, link, linkedBack };
    } catch (error) {
      if (!(error instanceof ConcurrencyConflictError)) throw error;
      const now = await RecordStream.load(this.store, tenant, target.recordId);
      throw versionConflict(current.revision + 1, now.revision + 1);
    }
  }
}
