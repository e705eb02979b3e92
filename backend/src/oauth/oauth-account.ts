import type { OAuthProvider } from '../shared/domain/sign-in-methods';

/** What the callback knows about where the sign-in started (the signed state: 000 §2.4's collection, app, external). */
export interface OAuthVisit {
  external: boolean;
  collection?: string;
  app?: string;
}

export type RegistrationDecision =
  { kind: 'register'; isExternal: boolean; type: 'microsoft' | 'default' } | { kind: 'refuse'; message: string };

/**
 * The catalog's external link `/{t}/{catalog}/{app}?external` this visit came from, or null: an external visit
 * without both names (a record's address, a link page) is not one, and neither is a workspace visit.
 */
export function catalogLinkOf(visit: OAuthVisit): { collection: string; app: string } | null {
  return visit.external && visit.collection && visit.app ? { collection: visit.collection, app: visit.app } : null;
}

export const noAccount = (mail: string) =>
  `There is no account for ${mail} in this workspace. Ask an administrator to add you.`;

/**
 * What a provider sign-in of an address the workspace does not know does (a known one signs in as itself). It
 * registers as the e-mail registration would at the same place: on a catalog's external link whose app invites strangers, as an
 * external user (whatever `isRegistration` says, as docs/decisions.md §20 explains); on a workspace visit, as a
 * workspace user when registration is on. Every other external visit is refused: those people come by links.
 */
export function decideRegistration(input: {
  mail: string;
  provider: OAuthProvider;
  visit: OAuthVisit;
  /** The visit's catalog link invites strangers through its app (auth's externalLinkInvites). */
  linkInvites: boolean;
  isRegistration: boolean;
  /** ms_auth_int: new users are Microsoft accounts (000 §6). */
  microsoftByDefault: boolean;
}): RegistrationDecision {
  const type = input.provider === 'microsoft' || input.microsoftByDefault ? 'microsoft' : 'default';
  if (input.visit.external) {
    return catalogLinkOf(input.visit) && input.linkInvites
      ? { kind: 'register', isExternal: true, type }
      : { kind: 'refuse', message: noAccount(input.mail) };
  }
  return input.isRegistration
    ? { kind: 'register', isExternal: false, type }
    : { kind: 'refuse', message: noAccount(input.mail) };
}
