import { z } from 'zod';
import { MAX_NAME_LENGTH, NAME_TOO_LONG, MAIL_INVALID } from './user-rules';
import { USER_TYPES } from './user.events';

/** Ids are UUIDs from this server, but older ones may differ: any short token without '.' (stream names). */
export const userIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a user id (letters, digits, - and _)');

const name = z.string().max(MAX_NAME_LENGTH, NAME_TOO_LONG);
const mail = z.string().max(320, MAIL_INVALID);

/** 000 §3 New-user payload: name, mail, isAdmin, pass (empty), type. */
export const newUserSchema = z.object({
  name: name.default(''),
  mail,
  isAdmin: z.boolean().default(false),
  /** The seed sends it empty; it is ignored (RESET PASSWORD sends the mail that sets one). */
  pass: z.string().max(1000).optional(),
  type: z.enum(USER_TYPES).default('default'),
});
export type NewUserBody = z.output<typeof newUserSchema>;

/**
 * 000 §3 Edit payload (_id, name, mail, isAdmin), or the full user object with `lastAccepted` that the
 * terms modal sends. Other fields of the full object (dateCreate, lastLogin…) are read-only and ignored.
 */
export const userUpdateSchema = z.object({
  _id: z.string().max(100).optional(),
  name: name.optional(),
  mail: mail.optional(),
  isAdmin: z.boolean().optional(),
  permissions: z.array(z.string().min(1).max(200)).max(1000).optional(),
  lastAccepted: z.union([z.string().max(100), z.number(), z.null()]).optional(),
});
export type UserUpdateBody = z.output<typeof userUpdateSchema>;
