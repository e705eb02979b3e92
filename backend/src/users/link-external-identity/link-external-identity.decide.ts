import { notFound } from '../../shared/domain/domain-error';
import type { OAuthProvider } from '../../shared/domain/sign-in-methods';
import type { UserEvent } from '../user.events';
import { isLiveUser, type UserState } from '../user.state';

export interface LinkExternalIdentityInput {
  userId: string;
  provider: OAuthProvider;
  subject: string;
}

/** The first sign-in through each provider is recorded; later ones add nothing. */
export function decideLinkExternalIdentity(command: LinkExternalIdentityInput, state: UserState): UserEvent[] {
  if (!isLiveUser(state)) throw notFound(`User ${command.userId} not found.`);
  if (!command.subject || state.identities.includes(command.provider)) return [];
  const { userId, provider } = command;
  return [{ type: 'ExternalIdentityLinked', data: { userId, provider, subject: command.subject.slice(0, 512) } }];
}
