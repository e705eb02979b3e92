import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { DomainError } from '../shared/domain/domain-error';
import { externalLinkInvites, registrantName, SessionTokens } from '../auth';
import { findUserByMail, type UserView } from '../users';
import { PROJECTION_RUNNER, READ_MODELS } from '../shared/storage/tokens';
import { CreateUserCommand } from '../users';
import { LinkExternalIdentityCommand } from '../users';
import { RecordSignInCommand } from '../users';
import { PROVIDER_LABELS, type OAuthProvider } from '../shared/domain/sign-in-methods';
import type { ProviderIdentity } from './oauth-strategies';
import { catalogLinkOf, decideRegistration, type OAuthVisit } from './oauth-account';
import { findWorkspace } from './oauth-workspaces';
import type { Projections } from '../shared/projections/projections';

/** A refusal the person can read: shown on the sign-in screen. */
export class OAuthSignInRefused extends Error {}

export interface OAuthSignInResult {
  token: string;
  refreshToken: string;
  user: UserView;
  created: boolean;
}

/**
 * Signs a provider identity into one workspace: the user is found by e-mail address, or created where the
 * e-mail registration would create one (oauth-account.ts); then a session starts as for any other sign-in.
 */
@Injectable()
export class OAuthSignIn {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    private readonly commands: CommandBus,
    private readonly sessions: SessionTokens,
  ) {}

  async signIn(
    tenant: string,
    provider: OAuthProvider,
    identity: ProviderIdentity,
    visit: OAuthVisit,
  ): Promise<OAuthSignInResult> {
    const label = PROVIDER_LABELS[provider];
    const workspace = await findWorkspace(this.readModels, tenant);
    if (!workspace) throw new OAuthSignInRefused(`Workspace ${tenant} not found!`);
    if (!workspace.isActive) throw new OAuthSignInRefused('Your workspace has been deactivated.');
    if (!identity.email) throw new OAuthSignInRefused(`Your ${label} account did not share an e-mail address.`);
    let user = await findUserByMail(this.readModels, tenant, identity.email);
    let created = false;
    if (!user) {
      // The catalog is read only for a stranger on a catalog's external link: the one case it decides.
      const link = catalogLinkOf(visit);
      const decision = decideRegistration({
        mail: identity.email,
        provider,
        visit,
        linkInvites: link ? await externalLinkInvites(this.readModels, tenant, link) : false,
        isRegistration: workspace.settings.isRegistration,
        microsoftByDefault: workspace.addons.includes('ms_auth_int'),
      });
      if (decision.kind === 'refuse') throw new OAuthSignInRefused(decision.message);
      user = await this.register(tenant, identity, decision);
      created = true;
    }
    await this.commands.execute(new LinkExternalIdentityCommand(tenant, user._id, provider, identity.subject));
    return { ...(await this.startSession(tenant, user, provider)), created };
  }

  /** UserSignedIn (lastLogin) and a new session, as every other way of signing in does. */
  async startSession(
    tenant: string,
    user: UserView,
    method: OAuthProvider,
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    const { at } = await this.commands.execute(new RecordSignInCommand(tenant, user._id, method));
    const tokens = await this.sessions.issue(
      tenant,
      { userId: user._id, isAdmin: user.isAdmin, isExternal: user.isExternal },
      { method },
    );
    return { ...tokens, user: { ...user, lastLogin: at } };
  }

  private async register(
    tenant: string,
    identity: ProviderIdentity,
    account: { isExternal: boolean; type: 'microsoft' | 'default' },
  ): Promise<UserView> {
    const mail = identity.email ?? '';
    const name = registrantName(identity.name, mail);
    let result: { position: number; userId: string };
    try {
      result = await this.commands.execute(
        new CreateUserCommand(
          tenant,
          { name, mail, isAdmin: false, isExternal: account.isExternal, type: account.type },
          null,
        ),
      );
    } catch (error) {
      // e.g. 'That email is taken. Try another.' when the same person signs in twice at once.
      if (error instanceof DomainError) throw new OAuthSignInRefused(error.message);
      throw error;
    }
    await this.runner.waitFor(result.position, 5000);
    const user = await findUserByMail(this.readModels, tenant, mail);
    if (!user) throw new Error(`user ${result.userId} was created but is not readable yet`);
    return user;
  }
}
