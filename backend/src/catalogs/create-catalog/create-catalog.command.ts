import { Command } from '@nestjs/cqrs';
import type { CatalogView } from '../catalog-views';

/** 002 §3 New catalog payload: `type` is 'new' (a model of the catalog's name is made) or a model's id. */
export interface NewCatalog {
  name?: string | null;
  type?: string | null;
  isEveryone?: boolean;
}

/** 002 §3 "Collection creation response": status Done and the new catalog; `position` is for X-Min-Position. */
export interface CatalogCreatedAnswer {
  status: 'Done';
  obj: CatalogView;
  position: number;
}

export class CreateCatalogCommand extends Command<CatalogCreatedAnswer> {
  constructor(
    readonly tenant: string,
    readonly catalog: NewCatalog,
    readonly actorId: string | null,
  ) {
    super();
  }
}
