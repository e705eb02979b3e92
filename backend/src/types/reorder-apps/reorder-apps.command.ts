import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class ReorderAppsCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly elementId: string,
    readonly apps: readonly string[],
    readonly actorId: string | null,
  ) {
    super();
  }
}
