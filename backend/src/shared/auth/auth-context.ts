/** Who is calling, as established by the access-token guard from a verified token and the users read model. */
export interface AuthContext {
  tenant: string;
  userId: string;
  isAdmin: boolean;
  isExternal: boolean;
  /** Set for external users who arrived through a link to one record. */
  linkId?: string;
}

/** The session (refresh-token family) the access token belongs to; needed by sign-out. */
export interface AuthenticatedRequestState {
  auth: AuthContext;
  sessionId: string;
}
