import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { CommandContext } from '../workspace-command-context';

export class DeactivateWorkspaceCommand extends Command<CommandResult> {
  constructor(
    readonly name: string,
    readonly reason: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
