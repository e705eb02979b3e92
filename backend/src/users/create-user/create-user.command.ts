import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { UserType } from '../user.events';

export interface NewUser {
  name: string;
  mail: string;
  isAdmin: boolean;
  isExternal: boolean;
  type: UserType;
}

export class CreateUserCommand extends Command<CommandResult & { userId: string }> {
  constructor(
    readonly tenant: string,
    readonly user: NewUser,
    readonly actorId: string | null,
  ) {
    super();
  }
}
