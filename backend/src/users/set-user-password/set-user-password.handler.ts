import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { invalid } from '../../domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { hashPassword } from '../password-hashing';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../user-rules';
import { runUserCommand } from '../user-command';
import { SetUserPasswordCommand } from './set-user-password.command';
import { decideSetUserPassword } from './set-user-password.decide';

@CommandHandler(SetUserPasswordCommand)
export class SetUserPasswordHandler implements ICommandHandler<SetUserPasswordCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, userId, password, actorId }: SetUserPasswordCommand): Promise<CommandResult> {
    if (password.length < MIN_PASSWORD_LENGTH) throw invalid(PASSWORD_TOO_SHORT);
    const passwordHash = await hashPassword(password);
    return runUserCommand(this.store, tenant, userId, actorId, (state) =>
      decideSetUserPassword({ userId, passwordHash }, state),
    );
  }
}
