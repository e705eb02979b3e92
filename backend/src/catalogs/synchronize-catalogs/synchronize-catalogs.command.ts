import { Command } from '@nestjs/cqrs';
import type { CatalogView } from '../catalog-views';

/** 002 §7 POST /api/collections/{catalog}/synchronize: the parent, the catalogs to copy its app settings to. */
export interface SynchronizeRequest {
  parentCatalog: string;
  syncList: string[];
  skipDisabledAppOptions: boolean;
}

/** Every catalog after the synchronisation, in list order; `position` is for X-Min-Position. */
export interface CatalogsSynchronizedAnswer {
  status: 'Done';
  collections: CatalogView[];
  position: number;
}

export class SynchronizeCatalogsCommand extends Command<CatalogsSynchronizedAnswer> {
  constructor(
    readonly tenant: string,
    /** The catalog of the address (id or name). */
    readonly catalogRef: string,
    readonly request: SynchronizeRequest,
    readonly actorId: string | null,
  ) {
    super();
  }
}
