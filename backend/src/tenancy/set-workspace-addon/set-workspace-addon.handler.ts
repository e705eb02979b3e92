import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { runWorkspaceCommand } from '../workspace-command';
import { SetWorkspaceAddonCommand } from './set-workspace-addon.command';
import { decideSetWorkspaceAddon } from './set-workspace-addon.decide';

@CommandHandler(SetWorkspaceAddonCommand)
export class SetWorkspaceAddonHandler implements ICommandHandler<SetWorkspaceAddonCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, addon, enabled, context }: SetWorkspaceAddonCommand): Promise<CommandResult> {
    return runWorkspaceCommand(this.store, name, context, (state) =>
      decideSetWorkspaceAddon({ name, addon, enabled }, state),
    );
  }
}
