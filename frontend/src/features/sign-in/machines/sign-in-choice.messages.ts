/**
 * Texts of the sign-in choice and e-mail screens. The sign-in failure texts are shared with the link flow and
 * live in lib/validation/access-rules.messages.ts.
 */

/**
 * §4 "Registration (workspace)" describes this toast without quoting it: it confirms that a confirmation message
 * went to the address and asks the person to click its link to set a password and continue.
 */
export function registrationSentMessage(email: string): string {
  return `A confirmation message has been sent to ${email}. Please click the confirm link in it to set your password and continue.`;
}

/** §7: a registration error is shown for 5 s; sign-in errors stay until closed (§8). */
export const REGISTRATION_ERROR_DURATION_MS = 5000;
