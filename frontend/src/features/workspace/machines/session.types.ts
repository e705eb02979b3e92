export interface SessionUser {
  _id: string;
  name?: string;
  mail?: string;
  isAdmin?: boolean;
  isExternal?: boolean;
  type?: 'default' | 'microsoft';
  lastAccepted?: string;
  permissions?: string[];
}

/** The answer of POST /api/isAuth/ (specification §7). */
export interface SessionCheck {
  isAuth: boolean;
  user?: SessionUser;
  refreshToken?: string;
}
