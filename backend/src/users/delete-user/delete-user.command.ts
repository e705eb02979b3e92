import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';

export class DeleteUserCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
