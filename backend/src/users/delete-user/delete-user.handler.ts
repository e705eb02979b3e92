import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { releaseMail } from '../mail-reservation';
import { runUserCommand } from '../user-command';
import type { UserState } from '../user.state';
import { DeleteUserCommand } from './delete-user.command';
import { decideDeleteUser } from './delete-user.decide';

/** Deletes, then gives the address back so that a new account can use it. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, userId, actorId }: DeleteUserCommand): Promise<CommandResult> {
    let mail = '';
    const result = await runUserCommand(this.store, tenant, userId, actorId, (state: UserState) => {
      mail = state.mail;
      return decideDeleteUser({ userId, actorId }, state);
    });
    const released = await releaseMail(this.store, tenant, mail, userId, actorId);
    return { ...result, position: Math.max(result.position, released.position) };
  }
}
