import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';

export class SetUserPasswordCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly password: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
