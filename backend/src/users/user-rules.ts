/** 000 §5: a standard e-mail pattern; addresses are compared lower-cased. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseMail = (mail: string) => mail.replace(/\s+/g, '').toLowerCase();
export const isValidMail = (mail: string) => EMAIL.test(mail) && mail.length <= 254;

/** 000 §9: passwords created by a person are 8 characters or longer. */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Choose a password that is 8 characters or longer';
