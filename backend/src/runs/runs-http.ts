import type { Request } from 'express';
import { z } from 'zod';

/** A catalog in a runs path: its name (the records routes' `{adapter}`). */
export const catalogParam = z.string().min(1).max(200);

/** A record id in a path (the server gives UUIDs): bounded, so a stream name is never malformed. */
export const recordIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a record id has letters, digits, - and _ only');

/** An app's name in the catalog's model. */
export const appParam = z.string().min(1).max(200);

/** A run id in a download's path. */
export const runIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a run id has letters, digits, - and _ only');

/** A document's place in its run (from 0). */
export const documentIndexParam = z.coerce.number().int().min(0).max(10_000);

/** An attachment's name (a file answer's, as uploaded). */
export const attachmentParam = z.string().min(1).max(300);

/**
 * The product's address for a completion notice's link: PUBLIC_URL when configured (behind a proxy), else the
 * address this request reached.
 */
export const originOf = (request: Request, publicUrl: string | undefined) =>
  publicUrl || `${request.protocol}://${request.get('host') ?? 'localhost'}`;
