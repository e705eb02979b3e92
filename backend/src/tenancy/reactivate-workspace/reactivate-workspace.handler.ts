import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { runWorkspaceCommand } from '../workspace-command';
import { ReactivateWorkspaceCommand } from './reactivate-workspace.command';
import { decideReactivateWorkspace } from './reactivate-workspace.decide';

@CommandHandler(ReactivateWorkspaceCommand)
export class ReactivateWorkspaceHandler implements ICommandHandler<ReactivateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, context }: ReactivateWorkspaceCommand): Promise<CommandResult> {
    return runWorkspaceCommand(this.store, name, context, (state) => decideReactivateWorkspace({ name }, state));
  }
}
