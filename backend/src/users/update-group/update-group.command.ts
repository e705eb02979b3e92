import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export interface GroupChanges {
  name?: string;
  members?: readonly string[];
  version?: number;
}

export class UpdateGroupCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly groupId: string,
    readonly changes: GroupChanges,
    readonly actorId: string | null,
  ) {
    super();
  }
}
