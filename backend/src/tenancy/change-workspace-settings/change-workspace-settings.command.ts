import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { CommandContext } from '../workspace-command-context';
import type { WorkspaceSettingsPatch } from '../workspace-settings';

export class ChangeWorkspaceSettingsCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly changes: WorkspaceSettingsPatch,
    readonly context: CommandContext,
  ) {
    super();
  }
}
