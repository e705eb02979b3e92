import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { AccessTokenResolver, ResolvedAccess } from '../../shared/auth/access-token-resolver';
import type { AuthContext } from '../../shared/auth/auth-context';
import { AUTH_MESSAGES } from '../../shared/auth/auth-metadata';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findWorkspace } from '../../tenancy';
import { findLiveUser } from '../../users';
import { WORKSPACE_DEACTIVATED } from '../auth-workspace';
import { SESSIONS, SESSIONS_PROJECTOR, sessionDocId } from '../session/sessions.projector';
import { SessionTokens } from '../session-tokens.service';

/**
 * The checks behind every authenticated call: a valid signature and expiry, the token's workspace is the
 * one in the path and still active, its session has not ended and its user still exists. Roles come from
 * the users read model, so a change of role applies at once rather than when the token expires.
 */
@Injectable()
export class AccessTokens implements AccessTokenResolver {
  constructor(
    private readonly tokens: SessionTokens,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async resolve(token: string, pathTenant: string | undefined): Promise<ResolvedAccess> {
    const checked = this.tokens.verifyAccessToken(token);
    if (!checked.ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { claims } = checked;
    if (pathTenant !== undefined && pathTenant !== claims.tenant) {
      throw new ForbiddenException(AUTH_MESSAGES.otherWorkspace);
    }
    const workspace = await findWorkspace(this.readModels, claims.tenant);
    if (!workspace || workspace.isActive === false) throw new ForbiddenException(WORKSPACE_DEACTIVATED);
    const session = await this.readModels
      .reader(SESSIONS_PROJECTOR)
      .get(SESSIONS, sessionDocId(claims.tenant, claims.session));
    // A session not projected yet (signed in a moment ago) is live; an ended one is not.
    if (session && session.active === false) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { view, live } = await findLiveUser(this.store, this.readModels, claims.tenant, claims.sub);
    if (!live) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const auth: AuthContext = {
      tenant: claims.tenant,
      userId: claims.sub,
      isAdmin: view?.isAdmin ?? claims.isAdmin,
      isExternal: view?.isExternal ?? claims.isExternal,
      ...(claims.linkId ? { linkId: claims.linkId } : {}),
    };
    return { auth, session: claims.session };
  }
}
