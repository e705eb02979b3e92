import type { SessionUser } from './session-user';

/** The answer of POST /{tenancy}/api/isAuth/ (specification §7). */
export interface SessionCheck {
  isAuth: boolean;
  user?: SessionUser;
  /** A rotated access token that replaces the one just checked. */
  token?: string;
  refreshToken?: string;
}

/** What a successful sign-in (password, link, create password) answers. */
export interface SignInResult {
  token: string;
  user: SessionUser;
  refreshToken?: string;
}
