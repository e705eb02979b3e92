import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { WorkspaceStream } from '../workspace.streams';
import { SetWorkspaceAddonCommand } from './set-workspace-addon.command';
import { decideSetWorkspaceAddon } from './set-workspace-addon.decide';

@CommandHandler(SetWorkspaceAddonCommand)
export class SetWorkspaceAddonHandler implements ICommandHandler<SetWorkspaceAddonCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, addon, enabled, context }: SetWorkspaceAddonCommand): Promise<CommandResult> {
    return WorkspaceStream.run(this.store, { tenant: name, id: name, ...context }, (state) =>
      decideSetWorkspaceAddon({ name, addon, enabled }, state),
    );
  }
}
