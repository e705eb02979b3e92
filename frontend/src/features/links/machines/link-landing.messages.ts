/** Texts of the link landing screen. */
export const LINK_NOT_FOUND_MESSAGE = 'Sorry, the requested link could not be found.';
export const LINK_LOADING_MESSAGE = 'Loading...';
/**
 * Not quoted by the specification, which only requires more than 5 characters (§5): worded like its 8-character
 * sibling of the create-password screen.
 */
export const LINK_PASSWORD_TOO_SHORT_MESSAGE = 'Choose a password that is 6 characters or longer';
