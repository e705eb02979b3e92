import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import type { CommandContext } from '../workspace-command';

export class SetWorkspaceAddonCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly addon: string,
    readonly enabled: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
