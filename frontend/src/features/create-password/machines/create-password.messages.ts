/** Texts of the create-your-password screen, verbatim from the specification (§8). */
export const EXPECTED_PARAMETERS_NOT_SUPPLIED_MESSAGE = 'Error: expected parameters not supplied';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Choose a password that is 8 characters or longer';
export const VERIFY_BOTH_PASSWORDS_MESSAGE = 'Please verify both password and try again.';
