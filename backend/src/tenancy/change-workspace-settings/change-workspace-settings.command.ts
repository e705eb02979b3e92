import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import type { CommandContext } from '../workspace-command';
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
