import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class LabelVersionCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly elementId: string,
    readonly version: number,
    readonly label: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
