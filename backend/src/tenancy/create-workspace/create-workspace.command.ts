import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { WorkspaceSettingsInput } from '../workspace-settings';
import type { CommandContext } from '../workspace-command-context';

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
