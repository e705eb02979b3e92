export { isValidMail, normaliseMail } from '../shared/domain/mail-address';

/** 000 §9: passwords created by a person are 8 characters or longer. */
export const MIN_PASSWORD_LENGTH = 8;
export const passwordTooShort = (minLength: number) => `Choose a password that is ${minLength} characters or longer`;
export const PASSWORD_TOO_SHORT = passwordTooShort(MIN_PASSWORD_LENGTH);

/** Not in the seed: a bound so that a name cannot bloat every listing. */
export const MAX_NAME_LENGTH = 200;
export const NAME_TOO_LONG = `A name is at most ${MAX_NAME_LENGTH} characters.`;
export const NAME_EMPTY = 'That name is empty';
export const MAIL_INVALID = 'From is not a valid email';
