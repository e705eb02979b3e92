import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';

/** The signed-in user accepts the workspace's terms of service (000 §4 Terms). */
export class AcceptTermsCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
  ) {
    super();
  }
}
