import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthContext, AuthenticatedRequestState } from './auth-context';
import { ADMIN_ONLY, AUTH_MESSAGES, EXTERNAL_ALLOWED } from './auth-metadata';
import { ACCESS_TOKEN_RESOLVER, type AccessTokenResolver } from './access-token-resolver';

export type AuthenticatedRequest = Request & Partial<AuthenticatedRequestState>;

export function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Bearer access token → AuthContext on the request (checked by the auth context's resolver), then the
 * route's own rules: administrators only, external users only where allowed.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_RESOLVER) private readonly resolver: AccessTokenResolver,
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
    const { auth, session } = await this.resolver.resolve(token, pathTenant);
    request.auth = auth;
    request.sessionId = session;
    return auth;
  }
}
