import { invalid } from '../../shared/domain/domain-error';
import { CATALOG_MESSAGES } from '../catalog-rules';
import type { CatalogNameEvent } from './catalog-name.events';

/** The catalog holding a name, or null when it is free. */
export type CatalogNameHolder = string | null;

export const evolveCatalogNameHolder = (holder: CatalogNameHolder, event: CatalogNameEvent): CatalogNameHolder => {
  switch (event.type) {
    case 'CatalogNameReserved':
      return event.data.catalogId;
    case 'CatalogNameReleased':
      return holder === event.data.catalogId ? null : holder;
  }
};

/** Reserve for `catalogId` unless another catalog holds the name (002 §5's message); holding it changes nothing. */
export function decideReserveCatalogName(holder: CatalogNameHolder, catalogId: string): CatalogNameEvent[] {
  if (holder === catalogId) return [];
  if (holder !== null) throw invalid(CATALOG_MESSAGES.nameTaken);
  return [{ type: 'CatalogNameReserved', data: { catalogId } }];
}

/** Only the holder's release counts, so a stale release never frees another catalog's name. */
export const decideReleaseCatalogName = (holder: CatalogNameHolder, catalogId: string): CatalogNameEvent[] =>
  holder === catalogId ? [{ type: 'CatalogNameReleased', data: { catalogId } }] : [];
