import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { runWorkspaceCommand } from '../workspace-command';
import { CreateWorkspaceCommand } from './create-workspace.command';
import { decideCreateWorkspace } from './create-workspace.decide';

@CommandHandler(CreateWorkspaceCommand)
export class CreateWorkspaceHandler implements ICommandHandler<CreateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, settings, addons, context }: CreateWorkspaceCommand): Promise<CommandResult> {
    const at = new Date().toISOString();
    return runWorkspaceCommand(this.store, name, context, (state) =>
      decideCreateWorkspace({ name, settings, addons, at }, state),
    );
  }
}
