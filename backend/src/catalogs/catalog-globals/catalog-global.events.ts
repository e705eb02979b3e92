import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/** Global info's values: by variable name of the global's model, as a record's are. */
const globalValuesSchema = z.record(z.string(), z.unknown());

/**
 * Global info imported for one global of the catalog's model (002 §7 globals/import): the whole set of values
 * (checked against the global's model) and the set it replaced (`null`: none), so a version reads and undoes alone.
 * `appName` is the global-info app the import was made for (the seed's call names one), `fileName` the file's name.
 */
export const CatalogGlobalImported = defineEvent({
  type: 'CatalogGlobalImported',
  schema: z.object({
    catalogId: z.string().min(1),
    elementName: z.string().min(1),
    values: globalValuesSchema,
    previous: globalValuesSchema.nullable(),
    appName: z.string().nullable(),
    fileName: z.string().nullable(),
  }),
});

/** Global info removed (002 §7 globals/remove): the values it had stay in the event, so the removal can be undone. */
export const CatalogGlobalRemoved = defineEvent({
  type: 'CatalogGlobalRemoved',
  schema: z.object({
    catalogId: z.string().min(1),
    elementName: z.string().min(1),
    previous: globalValuesSchema,
    appName: z.string().nullable(),
  }),
});

/**
 * An earlier version of the global info brought back (the undo of a removal or of an import): the values that
 * version left, the set they replaced (`null`: none), and `restoredFrom`, the id of that version's event.
 */
export const CatalogGlobalRestored = defineEvent({
  type: 'CatalogGlobalRestored',
  schema: z.object({
    catalogId: z.string().min(1),
    elementName: z.string().min(1),
    values: globalValuesSchema,
    previous: globalValuesSchema.nullable(),
    restoredFrom: z.string().min(1),
  }),
});

/**
 * Global info answered in its global-info app's interview (issue 16, /{catalog}/{globalTarget}/{app}): each autosave
 * and Finish that changed something. `values` is the whole set after the answers (checked against the global's
 * model as an import is), `previous` the set it replaced (`null`: none), `appName` the app the interview ran.
 */
export const CatalogGlobalAnswered = defineEvent({
  type: 'CatalogGlobalAnswered',
  schema: z.object({
    catalogId: z.string().min(1),
    elementName: z.string().min(1),
    values: globalValuesSchema,
    previous: globalValuesSchema.nullable(),
    appName: z.string().min(1),
  }),
});

/** One catalog's global info for one global: `{tenant}.catalogglobal-{catalogId}-{elementName}`. */
export const CATALOG_GLOBAL_EVENTS = [
  CatalogGlobalImported,
  CatalogGlobalRemoved,
  CatalogGlobalRestored,
  CatalogGlobalAnswered,
] as const;
export type CatalogGlobalEvent = EventOf<typeof CATALOG_GLOBAL_EVENTS>;
