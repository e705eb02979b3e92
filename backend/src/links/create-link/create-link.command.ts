import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { NewLink } from '../link-rules';

export class CreateLinkCommand extends Command<CommandResult & { linkId: string }> {
  constructor(
    readonly tenant: string,
    readonly link: NewLink,
    /** The administrator's user id; null for the operator's CLI. */
    readonly actorId: string | null,
  ) {
    super();
  }
}
