import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { UserStream } from '../user.streams';
import { AcceptTermsCommand } from './accept-terms.command';
import { decideAcceptTerms } from './accept-terms.decide';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, userId }: AcceptTermsCommand): Promise<CommandResult> {
    const at = new Date().toISOString();
    return UserStream.run(this.store, { tenant, id: userId, actorId: userId }, (state) =>
      decideAcceptTerms({ userId, at }, state),
    );
  }
}
