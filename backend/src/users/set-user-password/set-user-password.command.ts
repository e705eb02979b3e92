import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { MIN_PASSWORD_LENGTH } from '../user-rules';

export class SetUserPasswordCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly password: string,
    readonly actorId: string | null,
    /** Link forms allow shorter passwords (000 §5, §9) than the workspace's own forms; the caller checked its rule. */
    readonly minLength: number = MIN_PASSWORD_LENGTH,
  ) {
    super();
  }
}
