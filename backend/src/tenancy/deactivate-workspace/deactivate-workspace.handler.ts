import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { WorkspaceStream } from '../workspace.streams';
import { DeactivateWorkspaceCommand } from './deactivate-workspace.command';
import { decideDeactivateWorkspace } from './deactivate-workspace.decide';

@CommandHandler(DeactivateWorkspaceCommand)
export class DeactivateWorkspaceHandler implements ICommandHandler<DeactivateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, reason, context }: DeactivateWorkspaceCommand): Promise<CommandResult> {
    return WorkspaceStream.run(this.store, { tenant: name, id: name, ...context }, (state) =>
      decideDeactivateWorkspace({ name, reason }, state),
    );
  }
}
