import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { catalogSettingsSchema } from './catalog-rules';

/**
 * A catalog was added (002 §4 "Create"): its name (unique in the workspace, case aside), the model its records
 * are items of, whether everyone sees it, and its place in the lists. Every other setting starts empty.
 */
export const CatalogCreated = defineEvent({
  type: 'CatalogCreated',
  schema: z.object({
    catalogId: z.string().min(1),
    name: z.string().min(1),
    typeId: z.string().min(1),
    isEveryone: z.boolean(),
    position: z.number().int().min(0),
  }),
});

/**
 * One save of the catalog administration (002 §4 "Save"): the settings that changed, and the values they
 * replaced, so a change can be shown and undone without folding the catalog. A reorder is a change of `position`.
 */
export const CatalogChanged = defineEvent({
  type: 'CatalogChanged',
  schema: z.object({
    catalogId: z.string().min(1),
    set: catalogSettingsSchema.partial(),
    before: catalogSettingsSchema.partial(),
  }),
});

/** Deleted from the lists; its name is free again. The stream stays, so the catalog can be brought back. */
export const CatalogDeleted = defineEvent({
  type: 'CatalogDeleted',
  schema: z.object({ catalogId: z.string().min(1) }),
});

/** One catalog: `{tenant}.catalog-{catalogId}`. */
export const CATALOG_EVENTS = [CatalogCreated, CatalogChanged, CatalogDeleted] as const;
export type CatalogEvent = EventOf<typeof CATALOG_EVENTS>;
