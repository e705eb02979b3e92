import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findUserViewNow } from '../../users';
import { listCatalogDocs, toCatalogViews, visibleTo, type CatalogView } from '../catalog-views';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections')
export class ListCatalogsController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "The workspace's catalogs in list order (002 §7 Collections store): all of them for administrators, for " +
      'others those for everyone or named in their permissions',
  })
  @ApiResponse({
    status: 200,
    description:
      '[{ _id, name, label, type: { _id, name } | null, position, detail, recordLabel, globalLabel, myRecords, ' +
      'appOptions, isEveryone, lastModified, version }]',
  })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CatalogView[]> {
    const docs = await listCatalogDocs(this.readModels, tenancy);
    // Permissions as the user administration last saved them, even a moment ago (read from the user's stream then).
    const user = auth.isAdmin ? null : await findUserViewNow(this.store, this.readModels, tenancy, auth.userId);
    const visible = visibleTo({ isAdmin: auth.isAdmin, permissions: user?.permissions ?? [] });
    return toCatalogViews(this.readModels, tenancy, docs.filter(visible));
  }
}
