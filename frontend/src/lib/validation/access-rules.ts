/**
 * The validation rules of the access screens (specification §5, limits of §9) as pure functions, so the
 * machines, the screens and their tests share one definition.
 */
import { isValidWorkspaceName, WORKSPACE_NAME_MESSAGE } from '../workspace/workspace-name';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  NAME_EMPTY_MESSAGE,
  SIGN_IN_BAD_BOTH_MESSAGE,
  SIGN_IN_BAD_EMAIL_MESSAGE,
  SIGN_IN_BAD_PASSWORD_MESSAGE,
} from './access-rules.messages';

export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const CREATE_PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

// A "standard e-mail pattern": one @, no spaces, a dot in the domain, no empty labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** What is sent to the server: lower-cased, with every space removed (people paste addresses with spaces). */
export function normaliseEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

/** Sign-in, sign-in by link and registration by link: longer than 5 characters. */
export function isSignInPasswordLongEnough(password: string): boolean {
  return password.length >= SIGN_IN_PASSWORD_MIN_LENGTH;
}

/** Create your password: 8 characters or more. */
export function isCreatePasswordLongEnough(password: string): boolean {
  return password.length >= CREATE_PASSWORD_MIN_LENGTH;
}

/** Registration: a full name longer than 1 character (surrounding spaces do not count). */
export function isNameLongEnough(name: string): boolean {
  return name.trim().length >= NAME_MIN_LENGTH;
}

/**
 * A password without a digit, a lowercase letter and 6 characters. Never enforced; used only to choose which
 * sign-in failure text to show.
 */
export function isWeakPassword(password: string): boolean {
  return !(/\d/.test(password) && /[a-z]/.test(password) && password.length >= SIGN_IN_PASSWORD_MIN_LENGTH);
}

/** Sign-in (also by link): the §8 text for what was typed, or undefined when it may be sent. */
export function signInInputText(email: string, password: string): string | undefined {
  const badEmail = !isValidEmail(normaliseEmail(email));
  const badPassword = !isSignInPasswordLongEnough(password);
  if (badEmail && badPassword) return SIGN_IN_BAD_BOTH_MESSAGE;
  if (badEmail) return SIGN_IN_BAD_EMAIL_MESSAGE;
  if (badPassword) return SIGN_IN_BAD_PASSWORD_MESSAGE;
  return undefined;
}

/**
 * The text after the server refused a sign-in: its own §8 text when it sent one; other texts (rate limit,
 * network) as they are; a bare 401/403 gets a §8 text chosen by the weak-password check, since a password that
 * could never have been set points at the password.
 */
export function signInFailureText(error: unknown, password: string): string {
  const text = error instanceof Error ? error.message : '';
  const status = (error as { status?: number } | null)?.status;
  if ([SIGN_IN_BAD_EMAIL_MESSAGE, SIGN_IN_BAD_PASSWORD_MESSAGE, SIGN_IN_BAD_BOTH_MESSAGE].includes(text)) return text;
  if (text && status !== 401 && status !== 403) return text;
  return isWeakPassword(password) ? SIGN_IN_BAD_PASSWORD_MESSAGE : SIGN_IN_BAD_BOTH_MESSAGE;
}

export { isValidWorkspaceName, WORKSPACE_NAME_MESSAGE };

/** The message under the workspace-name input, or undefined while the name is acceptable or still empty. */
export function workspaceNameError(name: string): string | undefined {
  return name === '' || isValidWorkspaceName(name) ? undefined : WORKSPACE_NAME_MESSAGE;
}

/** CONTINUE is disabled when the name is empty or invalid. */
export function canContinueToWorkspace(name: string): boolean {
  return name !== '' && isValidWorkspaceName(name);
}

export type UserAccountType = 'default' | 'microsoft';

/** What the New User / Edit User modals hold. */
export interface UserDraft {
  _id?: string;
  name: string;
  mail: string;
  isAdmin: boolean;
  type: UserAccountType;
}

export interface KnownUser {
  _id: string;
  mail?: string;
}

export interface UserFormErrors {
  mail?: string;
  name?: string;
}

/**
 * The New/Edit User checks. On edit the user's own address is not "taken", and the check is skipped for
 * Microsoft accounts (their address comes from the vendor). Microsoft accounts have no name field.
 */
export function validateUserDraft(mode: 'new' | 'edit', draft: UserDraft, users: readonly KnownUser[]): UserFormErrors {
  const errors: UserFormErrors = {};
  const mail = normaliseEmail(draft.mail);
  if (!isValidEmail(mail)) errors.mail = INVALID_EMAIL_MESSAGE;
  else if (!(mode === 'edit' && draft.type === 'microsoft')) {
    const taken = users.some((u) => (mode === 'new' || u._id !== draft._id) && normaliseEmail(u.mail ?? '') === mail);
    if (taken) errors.mail = EMAIL_TAKEN_MESSAGE;
  }
  if (draft.type !== 'microsoft' && draft.name.trim() === '') errors.name = NAME_EMPTY_MESSAGE;
  return errors;
}

export function hasErrors(errors: UserFormErrors): boolean {
  return errors.mail !== undefined || errors.name !== undefined;
}

/** §3 "New-user payload": the password is empty; the person sets it through the e-mailed link. */
export function newUserPayload(draft: UserDraft) {
  return {
    name: draft.name.trim(),
    mail: normaliseEmail(draft.mail),
    isAdmin: draft.isAdmin,
    pass: '',
    type: draft.type,
  };
}

/** §3 "Edit payload". */
export function editUserPayload(draft: UserDraft & { _id: string }) {
  return { _id: draft._id, name: draft.name.trim(), mail: normaliseEmail(draft.mail), isAdmin: draft.isAdmin };
}

/** With ms_auth_int new users are Microsoft accounts and the type switch is hidden (§6). */
export function defaultUserType(addons: readonly string[]): UserAccountType {
  return addons.includes('ms_auth_int') ? 'microsoft' : 'default';
}

/** External users keep their role (§5). */
export function canChangeRole(user: { isExternal?: boolean }): boolean {
  return user.isExternal !== true;
}

export interface TermsUser {
  isExternal?: boolean;
  lastAccepted?: string;
}

export interface TermsSettings {
  terms?: string;
  termsForExternal?: string;
  dateUpdateTerms?: string;
  dateUpdateTermsForExternal?: string;
}

/**
 * §4 "Terms": required when the workspace has terms (termsForExternal for external users) and the user never
 * accepted them or they changed after lastAccepted; external users skip them with the allExternal add-on.
 */
export function termsAcceptanceRequired(user: TermsUser, settings: TermsSettings, addons: readonly string[]): boolean {
  const external = user.isExternal === true;
  if (external && addons.includes('allExternal')) return false;
  const terms = external ? settings.termsForExternal : settings.terms;
  if (!terms || terms.trim() === '') return false;
  if (!user.lastAccepted) return true;
  const updated = external ? settings.dateUpdateTermsForExternal : settings.dateUpdateTerms;
  if (!updated) return false;
  return Date.parse(updated) > Date.parse(user.lastAccepted);
}
