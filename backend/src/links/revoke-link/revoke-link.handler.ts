import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { notFound } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { LinkStream } from '../link.streams';
import type { LinkState } from '../link.state';
import { LinkRecordAccess } from '../open-record-access';
import { isLinkId, LINK_NOT_FOUND } from '../link-rules';
import { RevokeLinkCommand } from './revoke-link.command';
import { decideRevokeLink } from './revoke-link.decide';

@CommandHandler(RevokeLinkCommand)
export class RevokeLinkHandler implements ICommandHandler<RevokeLinkCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly recordAccess: LinkRecordAccess,
  ) {}

  /** Revoked, the link also closes the external access it opened on its record (docs/decisions.md §20). */
  async execute({ tenant, linkId, actorId }: RevokeLinkCommand): Promise<CommandResult> {
    if (!isLinkId(linkId)) throw notFound(LINK_NOT_FOUND);
    let link: LinkState | undefined;
    const result = await LinkStream.run(this.store, { tenant, id: linkId, actorId }, (state) => {
      link = state;
      return decideRevokeLink({ revokedBy: actorId }, state);
    });
    if (result.appended === 0 || !link?.link) return result;
    const closed = await this.recordAccess.close(tenant, link.link, actorId);
    return { ...result, position: Math.max(result.position, closed) };
  }
}
