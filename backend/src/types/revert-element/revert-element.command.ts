import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class RevertElementCommand extends Command<CommandResult & { version: number }> {
  constructor(
    readonly tenant: string,
    readonly elementId: string,
    readonly toVersion: number,
    readonly actorId: string | null,
  ) {
    super();
  }
}
