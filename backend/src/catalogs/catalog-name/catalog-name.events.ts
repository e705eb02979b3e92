import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';

/**
 * One stream per catalog name (lower-cased) and workspace: which catalog holds it. Catalog names are unique per
 * workspace (002 §5); appended with the catalog's creation, so of two administrators creating one name at the
 * same instant exactly one succeeds.
 */
export const CatalogNameReserved = defineEvent({
  type: 'CatalogNameReserved',
  schema: z.object({ catalogId: z.string().min(1) }),
});

/** The holder was deleted: the name can be taken again. */
export const CatalogNameReleased = defineEvent({
  type: 'CatalogNameReleased',
  schema: z.object({ catalogId: z.string().min(1) }),
});

export const CATALOG_NAME_EVENTS = [CatalogNameReserved, CatalogNameReleased] as const;
export type CatalogNameEvent = EventOf<typeof CATALOG_NAME_EVENTS>;
