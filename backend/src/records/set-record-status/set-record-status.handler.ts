import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { RecordStream } from '../record.streams';
import { SetRecordStatusCommand } from './set-record-status.command';
import { decideSetRecordStatus } from './set-record-status.decide';

/** Status changes rest on the stream alone (no person saw an old state), so a writer in between is retried. */
@CommandHandler(SetRecordStatusCommand)
export class SetRecordStatusHandler implements ICommandHandler<SetRecordStatusCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, status, actorId }: SetRecordStatusCommand): Promise<CommandResult> {
    return RecordStream.run(this.store, { tenant, actorId, id: status.recordId, retryOnConflict: 3 }, (state) =>
      decideSetRecordStatus(status, state),
    );
  }
}
