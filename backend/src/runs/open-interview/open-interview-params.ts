import { z } from 'zod';

/** A catalog by name (or id), as the records routes name it. */
export const catalogParam = z.string().min(1).max(200);
/** A record id as the server gives them, or `new` for a record the interview creates. */
export const recordParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a record id has letters, digits, - and _ only (or is new)');
/** An app's name in the catalog's model (001 §5 names). */
export const appParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'an app name starts with a letter and has letters, digits and _ only');
