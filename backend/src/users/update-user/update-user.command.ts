import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

export interface UserChanges {
  name?: string;
  mail?: string;
  isAdmin?: boolean;
  permissions?: string[];
}

export class UpdateUserCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly changes: UserChanges,
    readonly actorId: string,
  ) {
    super();
  }
}
