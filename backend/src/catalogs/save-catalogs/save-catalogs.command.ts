import { Command } from '@nestjs/cqrs';
import type { CatalogSettings } from '../catalog-rules';
import type { CatalogView } from '../catalog-views';

/** One catalog in a save: its id, the settings sent, and optionally the version edited and its name (unchanged). */
export interface CatalogSave extends Partial<CatalogSettings> {
  _id: string;
  version?: number;
  name?: string;
}

/** 002 §7 PUT /api/collections: the list after the save; `position` is for X-Min-Position. */
export interface CatalogsSavedAnswer {
  collections: CatalogView[];
  position: number;
}

export class SaveCatalogsCommand extends Command<CatalogsSavedAnswer> {
  constructor(
    readonly tenant: string,
    readonly catalogs: readonly CatalogSave[],
    readonly actorId: string | null,
  ) {
    super();
  }
}
