import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { SetRecordStatus } from './set-record-status.decide';

/** For the app-runs context: a run moved a record's status (002 §4 Records: Ok, In Progress, …). */
export class SetRecordStatusCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly status: SetRecordStatus,
    readonly actorId: string | null,
  ) {
    super();
  }
}
