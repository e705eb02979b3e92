import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { combinedResult, type CommandResult, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { assertNoLegacyHolder } from '../legacy-mail-check';
import { appendWithMail, releaseMail, reserveMail } from '../mail-reservation';
import { UserStream } from '../user.streams';
import { UpdateUserCommand } from './update-user.command';
import { decideUpdateUser } from './update-user.decide';

/**
 * A change of address reserves the new one, writes the edit and releases the old one in one atomic
 * append: at no moment can two users hold one address, and a crash leaves no address held by nobody. The
 * edit is appended at the revision the decision saw, so a concurrent edit makes it a 409.
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, userId, changes, actorId }: UpdateUserCommand): Promise<CommandResult> {
    const loaded = await UserStream.load(this.store, tenant, userId);
    const decided = decideUpdateUser({ userId, actorId, ...changes }, loaded.state);
    const newMail = decided.flatMap((e) => (e.type === 'UserUpdated' && e.data.mail ? [e.data.mail] : []))[0];
    const writes: PendingWrite[] = [UserStream.write(loaded, decided)];
    let reservation: PendingWrite | null = null;
    if (newMail) {
      await assertNoLegacyHolder(this.readModels, tenant, newMail, userId);
      reservation = await reserveMail(this.store, tenant, newMail, userId);
      writes.push(reservation, await releaseMail(this.store, tenant, loaded.state.mail, userId));
    }
    const [result, ...mail] = await appendWithMail(this.store, { tenant, actorId }, writes, reservation);
    return combinedResult(result, ...mail);
  }
}
