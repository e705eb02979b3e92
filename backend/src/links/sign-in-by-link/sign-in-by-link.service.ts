import { Injectable, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionTokens } from '../../auth';
import type { UserView } from '../../users';
import { invalid } from '../../shared/domain/domain-error';
import { verifyPassword } from '../../users';
import { RecordSignInCommand } from '../../users';
import { LinkAccounts } from '../link-accounts.service';
import { LinkRecordAccess } from '../open-record-access';
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
    private readonly commands: CommandBus,
    private readonly recordAccess: LinkRecordAccess,
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
    // Only an external account works on one record; a workspace user signing in here keeps their own access.
    if (user.isExternal) await this.recordAccess.open(tenant, link, user._id);
    const tokens = await this.tokens.issue(
      tenant,
      { userId: user._id, isAdmin: user.isAdmin, isExternal: user.isExternal },
      { method: 'link', linkId, ...(visitorId ? { visitorId } : {}) },
    );
    const { at } = await this.commands.execute(new RecordSignInCommand(tenant, user._id, 'link'));
    return { ...tokens, user: { ...user, lastLogin: at } };
  }
}
