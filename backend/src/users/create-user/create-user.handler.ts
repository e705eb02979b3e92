import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { assertNoLegacyHolder } from '../legacy-mail-check';
import { releaseMail, reserveMail } from '../mail-reservation';
import { normaliseMail } from '../user-rules';
import { runUserCommand } from '../user-command';
import { initialUserState } from '../user.state';
import { CreateUserCommand } from './create-user.command';
import { decideCreateUser } from './create-user.decide';

/**
 * Validates, reserves the address (a taken one is a MailTakenError, 409), then writes UserCreated.
 * Used by the administrators' API, registration, registration by link, OAuth first sign-in and the CLI.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult & { userId: string }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, user, actorId }: CreateUserCommand): Promise<CommandResult & { userId: string }> {
    const userId = randomUUID();
    const input = { userId, ...user };
    // Validate before reserving, so that a refused request leaves no reservation behind.
    decideCreateUser(input, initialUserState);
    const mail = normaliseMail(user.mail);
    await assertNoLegacyHolder(this.readModels, tenant, mail, userId);
    await reserveMail(this.store, tenant, mail, userId, actorId);
    try {
      const result = await runUserCommand(this.store, tenant, userId, actorId, (state) =>
        decideCreateUser(input, state),
      );
      return { ...result, userId };
    } catch (error) {
      await releaseMail(this.store, tenant, mail, userId, actorId);
      throw error;
    }
  }
}
