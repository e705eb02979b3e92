import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class RestoreElementCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly elementId: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
