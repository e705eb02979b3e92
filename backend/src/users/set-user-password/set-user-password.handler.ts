import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { hashPassword } from '../password-hashing';
import { passwordTooShort } from '../user-rules';
import { UserStream } from '../user.streams';
import { SetUserPasswordCommand } from './set-user-password.command';
import { decideSetUserPassword } from './set-user-password.decide';

@CommandHandler(SetUserPasswordCommand)
export class SetUserPasswordHandler implements ICommandHandler<SetUserPasswordCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, userId, password, actorId, minLength }: SetUserPasswordCommand): Promise<CommandResult> {
    if (password.length < minLength) throw invalid(passwordTooShort(minLength));
    const passwordHash = await hashPassword(password);
    return UserStream.run(this.store, { tenant, id: userId, actorId }, (state) =>
      decideSetUserPassword({ userId, passwordHash }, state),
    );
  }
}
