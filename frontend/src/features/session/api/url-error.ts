/**
 * OAuth sign-in that fails comes back to `/{t}/login?error=<message>` (or to the external record's
 * page). Anyone can build such a URL, so only the messages the server sends are shown as they are;
 * any other text becomes the generic one, and a crafted link cannot make the product say something
 * it never says.
 */
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

const PROVIDER = '(?:Microsoft|Google|Facebook)';
const MAIL = '[^\\s@]{1,100}@[^\\s@]{1,200}';
const SERVER_MESSAGES = [
  new RegExp(`^Sign-in with ${PROVIDER} was cancelled or refused\\.$`),
  new RegExp(`^Sign-in with ${PROVIDER} failed\\. Please try again\\.$`),
  new RegExp(`^Your ${PROVIDER} account did not share an e-mail address\\.$`),
  new RegExp(`^There is no account for ${MAIL} in this workspace\\. Ask an administrator to add you\\.$`),
  /^Workspace [a-z0-9]{1,100} not found!$/,
  /^Your workspace has been deactivated\.$/,
  /^That email is taken\. Try another\.$/,
];

export function signInErrorText(raw: string): string {
  return SERVER_MESSAGES.some((pattern) => pattern.test(raw)) ? raw : SIGN_IN_FAILED;
}

/** The error a URL brings, as it should be shown, and the search string without it. */
export function takeUrlError(search: string): { search: string; error?: string } {
  const params = new URLSearchParams(search);
  const raw = params.get('error');
  if (raw === null) return { search };
  params.delete('error');
  // The bare `external` flag must stay bare: `external=` would read as an external token.
  const rest = params.toString().replace(/external=(&|$)/, 'external$1');
  return { search: rest ? `?${rest}` : '', error: signInErrorText(raw) };
}
