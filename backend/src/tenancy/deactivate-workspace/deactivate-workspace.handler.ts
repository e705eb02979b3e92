import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { runWorkspaceCommand } from '../workspace-command';
import { DeactivateWorkspaceCommand } from './deactivate-workspace.command';
import { decideDeactivateWorkspace } from './deactivate-workspace.decide';

@CommandHandler(DeactivateWorkspaceCommand)
export class DeactivateWorkspaceHandler implements ICommandHandler<DeactivateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, reason, context }: DeactivateWorkspaceCommand): Promise<CommandResult> {
    return runWorkspaceCommand(this.store, name, context, (state) =>
      decideDeactivateWorkspace({ name, reason }, state),
    );
  }
}
