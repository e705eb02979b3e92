import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { appendDecided, combinedResult, type CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { releaseMail } from '../mail-reservation';
import { UserStream } from '../user.streams';
import { DeleteUserCommand } from './delete-user.command';
import { decideDeleteUser } from './delete-user.decide';

/** Deletes the user and gives the address back in one atomic append, so a new account can use it. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, userId, actorId }: DeleteUserCommand): Promise<CommandResult> {
    const loaded = await UserStream.load(this.store, tenant, userId);
    const deleted = decideDeleteUser({ userId, actorId }, loaded.state);
    const writes = [UserStream.write(loaded, deleted)];
    if (deleted.length > 0) writes.push(await releaseMail(this.store, tenant, loaded.state.mail, userId));
    const [result, ...released] = await appendDecided(this.store, { tenant, actorId }, writes);
    return combinedResult(result, ...released);
  }
}
