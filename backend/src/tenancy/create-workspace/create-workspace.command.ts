import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import type { WorkspaceSettingsInput } from '../workspace-settings';
import type { CommandContext } from '../workspace-command';

export class CreateWorkspaceCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly settings: WorkspaceSettingsInput,
    readonly addons: string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
