import { applyDecorators, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AccessTokenGuard, type AuthenticatedRequest } from './access-token.guard';
import type { AuthContext } from './auth-context';
import { ADMIN_ONLY, AUTH_REQUIRED, EXTERNAL_ALLOWED } from './auth-metadata';

/**
 * Bearer access token required. The token's workspace must equal the :tenancy path parameter (else 403
 * 'This token belongs to another workspace.'); an ended session or a deleted user is 401; external
 * users are refused (403) unless the handler or class also has @ExternalAllowed().
 */
export function Authenticated(): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(AUTH_REQUIRED, true), UseGuards(AccessTokenGuard), ApiBearerAuth());
}

/** Implies Authenticated; 403 for non-administrators. */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(Authenticated(), SetMetadata(ADMIN_ONLY, true));
}

/** Lets external users (arrived through a link) through an Authenticated route. */
export function ExternalAllowed(): MethodDecorator & ClassDecorator {
  return SetMetadata(EXTERNAL_ALLOWED, true);
}

/** `@CurrentAuth() auth: AuthContext` in an Authenticated handler. */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('@CurrentAuth() used on a route without @Authenticated()');
  return auth;
});

/** The session (refresh-token family) of the calling access token; for sign-out. */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().sessionId,
);
