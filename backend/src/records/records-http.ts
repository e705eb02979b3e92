import { z } from 'zod';

/** A record id in a path (the server gives UUIDs): bounded, so a stream name is never malformed. */
export const recordIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a record id has letters, digits, - and _ only');

/** A catalog in a records path: its name (002 §7 `{adapter}`), or its id. */
export const adapterParam = z.string().min(1).max(200);

/** A history entry: the id of the event that made that version. */
export const historyIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a history id has letters, digits, - and _ only');

/** Values keyed by variable name; checked against the model by the handler, with the variable's name. */
const nextValues = z.record(z.string().min(1).max(200), z.unknown());

export const newRecordSchema = z.strictObject({ nextValues });

export const saveRecordSchema = z.strictObject({
  nextValues,
  /** The version the caller opened: another save since is a 409 and nothing is written. */
  version: z.number().int().min(1).optional(),
});

export const recordIdsSchema = z.strictObject({ ids: z.array(recordIdParam).min(1).max(1000) });

export const restoreSchema = z
  .strictObject({ fields: z.array(z.string().min(1).max(200)).min(1).max(1000).optional() })
  .optional();
