import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { notFound } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { LinkStream } from '../link.streams';
import { isLinkId, LINK_NOT_FOUND } from '../link-rules';
import { RevokeLinkCommand } from './revoke-link.command';
import { decideRevokeLink } from './revoke-link.decide';

@CommandHandler(RevokeLinkCommand)
export class RevokeLinkHandler implements ICommandHandler<RevokeLinkCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, linkId, actorId }: RevokeLinkCommand): Promise<CommandResult> {
    if (!isLinkId(linkId)) throw notFound(LINK_NOT_FOUND);
    return LinkStream.run(this.store, { tenant, id: linkId, actorId }, (state) =>
      decideRevokeLink({ revokedBy: actorId }, state),
    );
  }
}
