import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { WorkspaceStream } from '../workspace.streams';
import { CreateWorkspaceCommand } from './create-workspace.command';
import { decideCreateWorkspace } from './create-workspace.decide';

@CommandHandler(CreateWorkspaceCommand)
export class CreateWorkspaceHandler implements ICommandHandler<CreateWorkspaceCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ name, settings, addons, context }: CreateWorkspaceCommand): Promise<CommandResult> {
    const at = new Date().toISOString();
    return WorkspaceStream.run(this.store, { tenant: name, id: name, ...context }, (state) =>
      decideCreateWorkspace({ name, settings, addons, at }, state),
    );
  }
}
