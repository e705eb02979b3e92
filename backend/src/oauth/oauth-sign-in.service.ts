import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { DomainError } from '../shared/domain/domain-error';
import { SessionTokens } from '../auth';
import { findUserByMail, type UserView } from '../users';
import { PROJECTION_RUNNER, READ_MODELS } from '../shared/storage/tokens';
import { CreateUserCommand } from '../users';
import { LinkExternalIdentityCommand } from '../users';
import { RecordSignInCommand } from '../users';
import { PROVIDER_LABELS, type OAuthProvider } from '../shared/domain/sign-in-methods';
import type { ProviderIdentity } from './oauth-strategies';
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
 * Signs a provider identity into one workspace: the user is found by e-mail address, or created when
 * the workspace lets people register; then a session starts as for any other sign-in.
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
    visit: { external: boolean },
  ): Promise<OAuthSignInResult> {
    const label = PROVIDER_LABELS[provider];
    const workspace = await findWorkspace(this.readModels, tenant);
    if (!workspace) throw new OAuthSignInRefused(`Workspace ${tenant} not found!`);
    if (!workspace.isActive) throw new OAuthSignInRefused('Your workspace has been deactivated.');
    if (!identity.email) throw new OAuthSignInRefused(`Your ${label} account did not share an e-mail address.`);
    let user = await findUserByMail(this.readModels, tenant, identity.email);
    let created = false;
    if (!user) {
      // External people are invited through links to one record; a provider sign-in never makes one.
      if (visit.external || !workspace.settings.isRegistration) {
        throw new OAuthSignInRefused(
          `There is no account for ${identity.email} in this workspace. Ask an administrator to add you.`,
        );
      }
      user = await this.register(tenant, provider, identity, workspace.addons.includes('ms_auth_int'));
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
    provider: OAuthProvider,
    identity: ProviderIdentity,
    microsoftByDefault: boolean,
  ): Promise<UserView> {
    const mail = identity.email ?? '';
    const type = provider === 'microsoft' || microsoftByDefault ? 'microsoft' : 'default';
    const name = identity.name.slice(0, 200) || mail.split('@')[0];
    let result: { position: number; userId: string };
    try {
      result = await this.commands.execute(
        new CreateUserCommand(tenant, { name, mail, isAdmin: false, isExternal: false, type }, null),
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
