/**
 * The signed-in person as the server describes them (specification §3 "User"; the users API's UserView). One
 * type for every feature: the session check, the terms, route gating, the user menu and the users screen.
 */
export interface SessionUser {
  _id: string;
  name?: string;
  mail?: string;
  isAdmin?: boolean;
  isExternal?: boolean;
  type?: 'default' | 'microsoft';
  dateCreate?: string;
  lastLogin?: string;
  /** When the terms of service were last accepted. */
  lastAccepted?: string;
  /** Names of the collections the person may see. */
  permissions?: string[];
}
