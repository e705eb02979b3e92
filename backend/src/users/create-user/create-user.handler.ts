import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { normaliseMail } from '../user-rules';
import { runUserCommand } from '../user-command';
import { CreateUserCommand } from './create-user.command';
import { decideCreateUser } from './create-user.decide';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult & { userId: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, user, actorId }: CreateUserCommand): Promise<CommandResult & { userId: string }> {
    const userId = randomUUID();
    const mailTaken = await this.mailTaken(tenant, user.mail);
    const result = await runUserCommand(this.store, tenant, userId, actorId, (state) =>
      decideCreateUser({ userId, ...user, mailTaken }, state),
    );
    return { ...result, userId };
  }

  /**
   * Read from the events, not the users projection: the CLI runs no projections. Two simultaneous
   * creations with one address can still both pass; the access issue replaces this with a reservation.
   */
  private async mailTaken(tenant: string, mail: string): Promise<boolean> {
    const wanted = normaliseMail(mail);
    const created = await this.store.readAll({ tenant, types: ['UserCreated'] });
    return created.some((event) => (event.data as { mail: string }).mail === wanted);
  }
}
