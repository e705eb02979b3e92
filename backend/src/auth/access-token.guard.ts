import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { Request } from 'express';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { WORKSPACES, WORKSPACES_PROJECTOR } from '../tenancy/workspaces.projector';
import type { AuthContext, AuthenticatedRequestState } from './auth-context';
import { ADMIN_ONLY, AUTH_MESSAGES, EXTERNAL_ALLOWED } from './auth-metadata';
import { WORKSPACE_DEACTIVATED } from './auth-workspace';
import { SESSIONS, SESSIONS_PROJECTOR, sessionDocId } from './session/sessions.projector';
import { SessionTokens } from './session-tokens.service';
import { findLiveUser } from './user-liveness';

export type AuthenticatedRequest = Request & Partial<AuthenticatedRequestState>;

export function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Bearer access token → AuthContext on the request. The token's workspace must be the one in the path
 * and still active; its session must not have ended and its user must still exist. Roles come from the users read model,
 * so a change of role applies at once rather than when the token expires.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: SessionTokens,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const auth = request.auth ?? (await this.authenticate(request));
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !auth.isAdmin) {
      throw new ForbiddenException(AUTH_MESSAGES.adminOnly);
    }
    if (auth.isExternal && !this.reflector.getAllAndOverride<boolean>(EXTERNAL_ALLOWED, targets)) {
      throw new ForbiddenException(AUTH_MESSAGES.externalRefused);
    }
    return true;
  }

  private async authenticate(request: AuthenticatedRequest): Promise<AuthContext> {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException(AUTH_MESSAGES.missingToken);
    const pathTenant = (request.params as Record<string, string | undefined>).tenancy;
    const { auth, session } = await this.resolveWithSession(token, pathTenant);
    request.auth = auth;
    request.sessionId = session;
    return auth;
  }

  /** The AuthContext of an access token (also for /api/isAuth/); throws 401/403 like the guard. */
  async resolve(token: string, pathTenant: string | undefined): Promise<AuthContext> {
    return (await this.resolveWithSession(token, pathTenant)).auth;
  }

  private async resolveWithSession(
    token: string,
    pathTenant: string | undefined,
  ): Promise<{ auth: AuthContext; session: string }> {
    const checked = this.tokens.verifyAccessToken(token);
    if (!checked.ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { claims } = checked;
    if (pathTenant !== undefined && pathTenant !== claims.tenant) {
      throw new ForbiddenException(AUTH_MESSAGES.otherWorkspace);
    }
    const workspace = await this.readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, claims.tenant);
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
