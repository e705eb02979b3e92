import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { combinedResult, type CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { assertNoLegacyHolder } from '../legacy-mail-check';
import { appendWithMail, reserveMail } from '../mail-reservation';
import { normaliseMail } from '../user-rules';
import { UserStream } from '../user.streams';
import { CreateUserCommand } from './create-user.command';
import { decideCreateUser } from './create-user.decide';

/**
 * Writes UserCreated and the reservation of the address in one atomic append (a taken address is a
 * MailTakenError, 409). Used by the administrators' API, registration, registration by link, OAuth first
 * sign-in and the CLI.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult & { userId: string }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, user, actorId }: CreateUserCommand): Promise<CommandResult & { userId: string }> {
    const userId = randomUUID();
    const loaded = await UserStream.load(this.store, tenant, userId);
    const created = decideCreateUser({ userId, ...user }, loaded.state);
    const mail = normaliseMail(user.mail);
    await assertNoLegacyHolder(this.readModels, tenant, mail, userId);
    const reservation = await reserveMail(this.store, tenant, mail, userId);
    const [result, reserved] = await appendWithMail(
      this.store,
      { tenant, actorId },
      [UserStream.write(loaded, created), reservation],
      reservation,
    );
    return { ...combinedResult(result, reserved), userId };
  }
}
