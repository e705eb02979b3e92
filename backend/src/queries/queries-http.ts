import { z } from 'zod';

/** A provider's name in a path: what providers are called (docauto, clio, filevine), bounded. */
export const providerParam = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a provider name has letters, digits, - and _ only, a letter first');

/** A source's name in a path: a catalog's name for the product itself; other providers name theirs freely. */
export const sourceParam = z
  .string()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'a source name has no control characters');

/** A parameter's name in a call's named part: the member name rules' characters (so never `__proto__`). */
const parameterName = z
  .string()
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a parameter name has letters, digits and _ only, a letter first');

/** POST /api/queries/run: a query element by name, with its arguments already evaluated (values, never code). */
export const runQuerySchema = z.strictObject({
  query: z.string().trim().min(1, 'the query (its name) is required').max(200),
  args: z.array(z.unknown()).max(50, 'at most 50 arguments').optional(),
  params: z
    .record(parameterName, z.unknown())
    .refine((params) => Object.keys(params).length <= 50, 'at most 50 named parameters')
    .optional(),
});
export type RunQueryBody = z.output<typeof runQuerySchema>;
