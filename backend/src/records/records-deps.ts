import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { CatalogDoc } from '../catalogs';
import type { AuthContext } from '../shared/auth/auth-context';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { openCatalog } from './records-access';

/** What every records call starts with: the ports, and the catalog it names when the caller may see it. */
@Injectable()
export class RecordsAccess {
  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(READ_MODELS) readonly readModels: ReadModels,
  ) {}

  /** `recordId`: the record the call is about, through which an external user may reach the catalog. */
  catalog(auth: AuthContext, adapter: string, reach: { recordId?: string } = {}): Promise<CatalogDoc> {
    return openCatalog(this.store, this.readModels, auth, adapter, reach);
  }
}
