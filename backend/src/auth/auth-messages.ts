/**
 * 000 §8 texts. Sign-in answers the combined text for an unknown e-mail and for a wrong password alike,
 * so the answer never tells whether an address has an account (docs/access.md, "Tokens and sessions").
 */
export const BAD_CREDENTIALS =
  'The email or password does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
export const BAD_EMAIL =
  'The email does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
export const BAD_PASSWORD =
  'The password does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';

export const RESET_SENT = 'You should receive an email with a link to reset your password.';
export const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
export const REGISTRATION_DISABLED = 'Registration is not enabled for this workspace.';
export const ALREADY_REGISTERED =
  'An account with this email already exists. Sign in, or use "Forgot your password" to set a new password.';
export const registrationSent = (mail: string) =>
  `Thank you. A confirmation message has been sent to ${mail}: click the confirm link in it to set your password and continue.`;
