import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class RevokeLinkCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly linkId: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
