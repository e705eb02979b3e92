import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { WorkspaceStream } from '../workspace.streams';
import { ReactivateWorkspaceCommand } from './reactivate-workspace.command';
import { decideReactivateWorkspace } from './reactivate-workspace.decide';

@CommandHandler(ReactivateWorkspaceCommand)
export class ReactivateWorkspaceHandler implements ICommandHandler<ReactivateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, context }: ReactivateWorkspaceCommand): Promise<CommandResult> {
    return WorkspaceStream.run(this.store, { tenant: name, id: name, ...context }, (state) =>
      decideReactivateWorkspace({ name }, state),
    );
  }
}
