import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { ElementStream } from '../element.streams';
import { ReorderAppsCommand } from './reorder-apps.command';
import { decideReorderApps } from './reorder-apps.decide';

@CommandHandler(ReorderAppsCommand)
export class ReorderAppsHandler implements ICommandHandler<ReorderAppsCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, elementId, apps, actorId }: ReorderAppsCommand): Promise<CommandResult> {
    return ElementStream.run(this.store, { tenant, id: elementId, actorId }, (state) =>
      decideReorderApps({ elementId, apps }, state),
    );
  }
}
