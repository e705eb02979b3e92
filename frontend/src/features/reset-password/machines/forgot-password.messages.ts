/** Texts of the forgot-password screen, verbatim from the specification (§8). */
export const RESET_LINK_SENT_MESSAGE = 'You should receive an email with a link to reset your password.';
/** The workspace variant of the same notice. */
export const RESET_LINK_SENT_WORKSPACE_MESSAGE =
  'Thank you. An email containing a link to reset the password has been sent.';
