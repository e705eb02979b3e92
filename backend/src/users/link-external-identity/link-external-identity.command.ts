import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import type { OAuthProvider } from '../../shared/domain/sign-in-methods';

/** A user signed in through a provider: the first time per provider, the users context records the identity. */
export class LinkExternalIdentityCommand extends Command<CommandResult> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly provider: OAuthProvider,
    /** The provider's stable id for the person. */
    readonly subject: string,
  ) {
    super();
  }
}
