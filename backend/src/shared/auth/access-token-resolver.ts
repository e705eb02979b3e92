import type { AuthContext } from './auth-context';

/** What an access token proves, once every check passed: who calls, and from which session. */
export interface ResolvedAccess {
  auth: AuthContext;
  /** The refresh-token family the access token was issued for. */
  session: string;
}

/**
 * Turns a bearer access token into the caller (401/403 like the guard when it cannot). The auth context
 * implements it; the guard every context uses only knows this port, so `shared/` depends on no context.
 */
export interface AccessTokenResolver {
  resolve(token: string, pathTenant: string | undefined): Promise<ResolvedAccess>;
}

export const ACCESS_TOKEN_RESOLVER = Symbol('ACCESS_TOKEN_RESOLVER');
