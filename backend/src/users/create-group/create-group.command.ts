import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export class CreateGroupCommand extends Command<CommandResult & { groupId: string }> {
  constructor(
    readonly tenant: string,
    readonly group: { name: string; members: readonly string[] },
    readonly actorId: string | null,
  ) {
    super();
  }
}
