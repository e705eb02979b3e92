import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import type { CommandContext } from '../workspace-command';

export class ReactivateWorkspaceCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
