import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createMetadata } from '@app/event-schemas';
import type { EventStore } from '@app/storage';
import { SessionTokens } from '../../auth/session-tokens.service';
import type { UserView } from '../../auth/user-view';
import { invalid } from '../../domain/domain-error';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { verifyPassword } from '../../users/password-hashing';
import { userStream } from '../../users/user.events';
import { LinkAccounts } from '../link-accounts.service';
import {
  LINK_PASSWORD_TOO_SHORT,
  MIN_LINK_PASSWORD_LENGTH,
  sameMail,
  SIGN_IN_BAD_EMAIL,
  SIGN_IN_BAD_PASSWORD,
} from '../link-rules';

@Injectable()
export class SignInByLink {
  constructor(
    private readonly accounts: LinkAccounts,
    private readonly tokens: SessionTokens,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * A returning person signs in on the link's page. Only the link's address can use it; the token carries
   * the link id, so an external user reaches that record only.
   */
  async signIn(
    tenant: string,
    linkId: string,
    credentials: { email: string; password: string },
    visitorId?: string,
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    const { link } = await this.accounts.usableLink(tenant, linkId);
    if (credentials.password.length < MIN_LINK_PASSWORD_LENGTH) throw invalid(LINK_PASSWORD_TOO_SHORT);
    if (!sameMail(credentials.email, link.userEmail)) throw new UnauthorizedException(SIGN_IN_BAD_EMAIL);
    const account = await this.accounts.accountOf(tenant, link.userEmail);
    if (!account) throw new UnauthorizedException(SIGN_IN_BAD_EMAIL);
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, credentials.password))) {
      throw new UnauthorizedException(SIGN_IN_BAD_PASSWORD);
    }
    const { user } = account;
    const tokens = await this.tokens.issue(
      tenant,
      { userId: user._id, isAdmin: user.isAdmin, isExternal: user.isExternal },
      { method: 'link', linkId, ...(visitorId ? { visitorId } : {}) },
    );
    await this.recordSignIn(tenant, user._id);
    return { ...tokens, user: { ...user, lastLogin: new Date().toISOString() } };
  }

  /** lastLogin comes from UserSignedIn on the user's stream (AUTH-CORE's event, read by the users projector). */
  private async recordSignIn(tenant: string, userId: string): Promise<void> {
    const at = new Date().toISOString();
    const metadata = createMetadata({ tenant, userId, time: at });
    await this.store.append(
      userStream(tenant, userId),
      [{ type: 'UserSignedIn', data: { userId, at, method: 'link' }, metadata }],
      'stream_exists',
    );
  }
}
