import { z } from 'zod';
import { catalogSettingsSchema } from './catalog-rules';

/** A catalog id in a path: what the server gives catalogs (UUIDs), bounded, so a stream name is never malformed. */
export const catalogIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a catalog id has letters, digits, - and _ only');

/** Name and type are checked by the handler, so that a missing one gets 002 §5's message, not a schema's. */
export const newCatalogSchema = z.strictObject({
  name: z.string().nullable().optional(),
  type: z.string().max(100).nullable().optional(),
  isEveryone: z.boolean().optional(),
});

/**
 * A catalog as the list answered it may come back whole: its name, type and lastModified are read-only (a name
 * that differs is refused by the handler), `version` is the one edited. Anything else is refused.
 */
const catalogSaveSchema = catalogSettingsSchema.partial().extend({
  _id: catalogIdParam,
  version: z.number().int().min(1).optional(),
  name: z.string().max(200).optional(),
  type: z
    .object({ _id: z.string().max(100), name: z.string().max(200) })
    .nullable()
    .optional(),
  lastModified: z.string().max(100).optional(),
});

export const saveCatalogsSchema = z.strictObject({ collections: z.array(catalogSaveSchema).min(1).max(1000) });

/** A catalog in a path: its id, or its name (002 §7 uses the catalog's name, as the records routes do). */
export const catalogRefParam = catalogIdParam;

export const snapshotLabelSchema = z.strictObject({ id: z.string().max(20), label: z.string().max(200) });

/** 002 §7 synchronize: the parent (the catalog of the address), the catalogs to copy its app settings to. */
export const synchronizeSchema = z.strictObject({
  parentCatalog: catalogRefParam,
  syncList: z.array(catalogRefParam).min(1).max(1000),
  skipDisabledAppOptions: z.boolean().default(false),
});
