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
