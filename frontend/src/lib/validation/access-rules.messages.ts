/** Texts of the access rules, verbatim from the specification (§5, §8). */
export const INVALID_EMAIL_MESSAGE = 'From is not a valid email';
export const EMAIL_TAKEN_MESSAGE = 'That email is taken. Try another.';
export const NAME_EMPTY_MESSAGE = 'That name is empty';
export const WORKSPACE_NOT_FOUND_MESSAGE = "We couldn't find your workspace.";
