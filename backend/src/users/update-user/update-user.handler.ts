import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { assertNoLegacyHolder } from '../legacy-mail-check';
import { releaseMail, reserveMail } from '../mail-reservation';
import { runUserCommand } from '../user-command';
import { userStream, type UserEvent } from '../user.events';
import { evolveUser, initialUserState } from '../user.state';
import { UpdateUserCommand } from './update-user.command';
import { decideUpdateUser } from './update-user.decide';

/**
 * A new address is reserved before the edit is written and the old one released after it, so at no
 * moment can two users hold one address. The edit is appended at the revision the decision saw: a
 * concurrent edit makes it a 409 and the new reservation is given back.
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, userId, changes, actorId }: UpdateUserCommand): Promise<CommandResult> {
    const history = await this.store.readStream(userStream(tenant, userId));
    const state = history.reduce((s, e) => evolveUser(s, e as unknown as UserEvent), initialUserState);
    const revision = history.at(-1)?.revision ?? -1;
    const decided = decideUpdateUser({ userId, actorId, ...changes }, state);
    const newMail = decided.flatMap((e) => (e.type === 'UserUpdated' && e.data.mail ? [e.data.mail] : []))[0];
    if (newMail) {
      await assertNoLegacyHolder(this.readModels, tenant, newMail, userId);
      await reserveMail(this.store, tenant, newMail, userId, actorId);
    }
    try {
      const result = await runUserCommand(this.store, tenant, userId, actorId, () => decided, revision);
      if (newMail) await releaseMail(this.store, tenant, state.mail, userId, actorId);
      return result;
    } catch (error) {
      if (newMail) await releaseMail(this.store, tenant, newMail, userId, actorId);
      throw error;
    }
  }
}
