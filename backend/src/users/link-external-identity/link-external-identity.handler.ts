import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { UserStream } from '../user.streams';
import { LinkExternalIdentityCommand } from './link-external-identity.command';
import { decideLinkExternalIdentity } from './link-external-identity.decide';

@CommandHandler(LinkExternalIdentityCommand)
export class LinkExternalIdentityHandler implements ICommandHandler<LinkExternalIdentityCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, userId, provider, subject }: LinkExternalIdentityCommand): Promise<CommandResult> {
    // A parallel sign-in of the same person may write first: decide again on what it wrote.
    return UserStream.run(this.store, { tenant, id: userId, actorId: userId, retryOnConflict: 3 }, (state) =>
      decideLinkExternalIdentity({ userId, provider, subject }, state),
    );
  }
}
