import { Command } from '@nestjs/cqrs';
import type { SignInMethod } from '../../shared/domain/sign-in-methods';

/** A person signed in (by password, a provider or a link): the users context records it (lastLogin). */
export class RecordSignInCommand extends Command<{ at: string; position: number }> {
  constructor(
    readonly tenant: string,
    readonly userId: string,
    readonly method: SignInMethod,
  ) {
    super();
  }
}
