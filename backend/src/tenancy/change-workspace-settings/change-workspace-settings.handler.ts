import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { WorkspaceStream } from '../workspace.streams';
import { ChangeWorkspaceSettingsCommand } from './change-workspace-settings.command';
import { decideChangeWorkspaceSettings } from './change-workspace-settings.decide';

@CommandHandler(ChangeWorkspaceSettingsCommand)
export class ChangeWorkspaceSettingsHandler implements ICommandHandler<ChangeWorkspaceSettingsCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, changes, context }: ChangeWorkspaceSettingsCommand): Promise<CommandResult> {
    const at = new Date().toISOString();
    return WorkspaceStream.run(this.store, { tenant: name, id: name, ...context }, (state) =>
      decideChangeWorkspaceSettings({ name, changes, at }, state),
    );
  }
}
