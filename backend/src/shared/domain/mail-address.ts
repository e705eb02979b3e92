/** 000 §5: a standard e-mail pattern; addresses are compared lower-cased, spaces removed. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseMail = (mail: string) => mail.replace(/\s+/g, '').toLowerCase();
export const isValidMail = (mail: string) => EMAIL.test(mail) && mail.length <= 254;
