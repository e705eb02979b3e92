/** Texts of the access rules, verbatim from the specification (§5, §8). */
export const INVALID_EMAIL_MESSAGE = 'From is not a valid email';
export const EMAIL_TAKEN_MESSAGE = 'That email is taken. Try another.';
export const NAME_EMPTY_MESSAGE = 'That name is empty';
export const WORKSPACE_NOT_FOUND_MESSAGE = "We couldn't find your workspace.";

// Texts shared by several sign-in flows (specification §8).
export const AUTHENTICATION_INVALID_MESSAGE = 'Authentication invalid';
export const PASSWORDS_DID_NOT_MATCH_MESSAGE = 'Passwords did not match; try again';
const ACCOUNT_MISMATCH =
  'does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
export const SIGN_IN_BAD_EMAIL_MESSAGE = `The email ${ACCOUNT_MISMATCH}`;
export const SIGN_IN_BAD_PASSWORD_MESSAGE = `The password ${ACCOUNT_MISMATCH}`;
export const SIGN_IN_BAD_BOTH_MESSAGE = `The email or password ${ACCOUNT_MISMATCH}`;
