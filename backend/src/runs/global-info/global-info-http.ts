import { z } from 'zod';

/** A global's name as element names are written (001 §5): letters, digits and _, starting with a letter. */
export const globalTargetParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a global target is the name of a global of the catalog’s model');

/** Answers the interview saves: the top-level variables that changed (`null` clears one). */
const changedValues = z.record(z.string().min(1).max(100), z.unknown());

/** The version the answers were given on (0: the global had no info yet). */
const versionSchema = z.number().int().min(0);

export const saveGlobalAnswersSchema = z.strictObject({ version: versionSchema, values: changedValues });

/** Finish: the answers not saved yet, if any, go with it. */
export const finishGlobalSchema = z.strictObject({ version: versionSchema, values: changedValues.optional() });
