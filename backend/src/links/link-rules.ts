import { z } from 'zod';
import { isValidMail, normaliseMail } from '../shared/domain/mail-address';

/** §8, verbatim: also the answer for a revoked link and for an id that cannot be a link id. */
export const LINK_NOT_FOUND = 'Sorry, the requested link could not be found.';
/** §5/§9: link forms need a password longer than 5 characters; worded like the frontend's message. */
export const MIN_LINK_PASSWORD_LENGTH = 6;
export const LINK_PASSWORD_TOO_SHORT = 'Choose a password that is 6 characters or longer';
export const LINK_MAIL_MISMATCH = 'This link was sent to another e-mail address. Use the address the link was sent to.';

/** The form of a link id (newLinkId in link-id.ts draws them): one that cannot be a link is not looked up. */
export const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
export const isLinkId = (value: unknown): value is string => typeof value === 'string' && LINK_ID.test(value);

/** Only the first character and the domain stay visible (§2.8): a forwarded link reveals little. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? `${email[0]}***` : '';
  return `${email[0]}***${email.slice(at)}`;
}

export const sameMail = (a: string, b: string) => normaliseMail(a) === normaliseMail(b);

// Names end up as path segments of the record route (/{tenancy}/{catalogName}/{recordId}/{appName}).
const segment = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} must not be empty`)
    .max(200, `${what} must be at most 200 characters`)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f/]/.test(value), `${what} must not contain "/" or control characters`);

/** What an administrator gives to create a link (API body and CLI options). */
export const newLinkSchema = z.strictObject({
  userEmail: z
    .string()
    .max(254, 'userEmail must be at most 254 characters')
    .transform(normaliseMail)
    .refine(isValidMail, 'userEmail must be a valid e-mail address'),
  userName: z
    .string()
    .trim()
    .min(2, 'userName must be at least 2 characters')
    .max(200, 'userName must be at most 200 characters'),
  catalogName: segment('catalogName'),
  recordId: z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(segment('recordId')),
  appName: segment('appName'),
});
export type NewLink = z.output<typeof newLinkSchema>;

/** §8 sign-in failures, verbatim: the same texts as the e-mail sign-in. */
export const SIGN_IN_BAD_EMAIL =
  'The email does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
export const SIGN_IN_BAD_PASSWORD =
  'The password does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
