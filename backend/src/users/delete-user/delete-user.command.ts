import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class DeleteUserCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
