import { z } from 'zod';
import { MAX_GROUP_NAME_LENGTH, GROUP_MESSAGES } from './group-rules';

/** Group ids are UUIDs from this server; any short token without '.' (stream names) is read. */
export const groupIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a group id (letters, digits, - and _)');

const userId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a user id');
// Trimmed by the rules; the bound here only keeps absurd bodies out before anything is read.
const name = z.string().max(MAX_GROUP_NAME_LENGTH + 200, GROUP_MESSAGES.nameTooLong);
const members = z.array(userId).max(10_000);

export const newGroupSchema = z.strictObject({ name, members: members.default([]) });
export type NewGroupBody = z.output<typeof newGroupSchema>;

export const groupUpdateSchema = z.strictObject({
  name: name.optional(),
  members: members.optional(),
  /** The version the administrator edited (from GET /api/groups): someone else's change since is a 409. */
  version: z.number().int().min(1).optional(),
});
export type GroupUpdateBody = z.output<typeof groupUpdateSchema>;
