import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { assertWorkspaceExists } from '../../tenancy';
import { loadWorkspace } from '../../tenancy';
import { LinkStream } from '../link.streams';
import { newLinkId } from '../link-id';
import { CreateLinkCommand } from './create-link.command';
import { decideCreateLink } from './create-link.decide';

@CommandHandler(CreateLinkCommand)
export class CreateLinkHandler implements ICommandHandler<CreateLinkCommand, CommandResult & { linkId: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, link, actorId }: CreateLinkCommand): Promise<CommandResult & { linkId: string }> {
    // The API's admin guard already proves the workspace; the CLI names it on the command line.
    assertWorkspaceExists((await loadWorkspace(this.store, tenant)).state, tenant);
    const linkId = newLinkId();
    const result = await LinkStream.run(this.store, { tenant, id: linkId, actorId }, (state) =>
      decideCreateLink({ linkId, link, createdBy: actorId }, state),
    );
    return { ...result, linkId };
  }
}
