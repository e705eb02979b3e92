/** 000 §5: a standard e-mail pattern; addresses are compared lower-cased. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseMail = (mail: string) => mail.replace(/\s+/g, '').toLowerCase();
export const isValidMail = (mail: string) => EMAIL.test(mail) && mail.length <= 254;

/** 000 §9: passwords created by a person are 8 characters or longer. */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Choose a password that is 8 characters or longer';

/** Not in the seed: a bound so that a name cannot bloat every listing. */
export const MAX_NAME_LENGTH = 200;
export const NAME_TOO_LONG = `A name is at most ${MAX_NAME_LENGTH} characters.`;
export const NAME_EMPTY = 'That name is empty';
export const MAIL_INVALID = 'From is not a valid email';
