import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { SessionTokens } from '../../auth';
import type { UserView } from '../../users';
import { findUserViewNow } from '../../users';
import { conflict, invalid } from '../../shared/domain/domain-error';
import { EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { CreateUserCommand } from '../../users';
import { SetUserPasswordCommand } from '../../users';
import { LinkAccounts } from '../link-accounts.service';
import { LinkRecordAccess } from '../open-record-access';
import { LINK_MAIL_MISMATCH, LINK_PASSWORD_TOO_SHORT, MIN_LINK_PASSWORD_LENGTH, sameMail } from '../link-rules';
import type { Projections } from '../../shared/projections/projections';

export const ALREADY_REGISTERED = 'You already have an account with this address. Sign in with your password.';
export const WORKSPACE_ACCOUNT =
  'This address belongs to an account of the workspace. Sign in to the workspace instead, or ask your administrator.';
const NAME_EMPTY = 'That name is empty';

@Injectable()
export class RegisterByLink {
  constructor(
    private readonly accounts: LinkAccounts,
    private readonly commands: CommandBus,
    private readonly tokens: SessionTokens,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly projections: Projections,
    private readonly recordAccess: LinkRecordAccess,
  ) {}

  /**
   * Creates an external user for the link's address with the chosen password and signs them in. Only the
   * address the link was sent to can register, so a forwarded link cannot make an account for someone else.
   */
  async register(
    tenant: string,
    linkId: string,
    person: { email: string; name?: string; pass: string },
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    const { link } = await this.accounts.usableLink(tenant, linkId);
    if (!sameMail(person.email, link.userEmail)) throw invalid(LINK_MAIL_MISMATCH);
    if (person.pass.length < MIN_LINK_PASSWORD_LENGTH) throw invalid(LINK_PASSWORD_TOO_SHORT);
    const name = person.name?.trim() || link.userName;
    if (name.length === 0) throw invalid(NAME_EMPTY);

    const account = await this.accounts.accountOf(tenant, link.userEmail);
    if (account?.passwordHash) throw conflict(ALREADY_REGISTERED);
    // An internal account without a password (invited, not confirmed yet) must not be claimed through a link.
    if (account && !account.user.isExternal) throw conflict(WORKSPACE_ACCOUNT);

    let userId = account?.user._id;
    if (!userId) {
      const created = await this.commands.execute(
        new CreateUserCommand(
          tenant,
          { name, mail: link.userEmail, isAdmin: false, isExternal: true, type: 'default' },
          null,
        ),
      );
      userId = created.userId;
    }
    const { position } = await this.commands.execute(
      new SetUserPasswordCommand(tenant, userId, person.pass, userId, MIN_LINK_PASSWORD_LENGTH),
    );
    await this.recordAccess.open(tenant, link, userId);
    const tokens = await this.tokens.issue(
      tenant,
      { userId, isAdmin: false, isExternal: true },
      { method: 'link', linkId },
    );
    return { ...tokens, user: await this.userView(tenant, userId, position) };
  }

  /** The user as every auth answer shows it; from what was just written if the projection lags. */
  private async userView(tenant: string, userId: string, position: number): Promise<UserView> {
    await this.projections.waitFor(position, 2000).catch(() => undefined);
    const view = await findUserViewNow(this.store, this.readModels, tenant, userId);
    if (!view) throw new Error(`user ${userId} was just written but cannot be read`);
    return view;
  }
}
