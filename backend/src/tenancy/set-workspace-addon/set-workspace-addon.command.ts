import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { CommandContext } from '../workspace-command-context';

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
