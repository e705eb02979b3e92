import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/load-decide-append';
import type { CommandContext } from '../workspace-command';

export class DeactivateWorkspaceCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly reason: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
