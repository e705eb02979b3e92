import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { AdminOnly } from '../../../shared/auth/auth.decorators';
import { emptyBody, zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogRefParam } from '../../catalogs-http';
import { catalogWithGlobals, listCatalogGlobals, type GlobalInfo } from '../catalog-globals-reading';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class ListGlobalsController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('list')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      "A catalog's global info (002 §7 globals/list): for each global of its model that has some, the values, " +
      'when and by whom they were imported, and their version',
  })
  @ApiResponse({
    status: 200,
    description: "{ [elementName]: { values, date, by, byId, version, how: 'imported' | 'restored' | 'answered' } }",
  })
  @ApiResponse({ status: 404, description: 'no such catalog (by id or name)' })
  async list(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
  ): Promise<Record<string, GlobalInfo>> {
    const found = await catalogWithGlobals(this.readModels, tenancy, ref);
    return listCatalogGlobals(this.store, this.readModels, tenancy, found);
  }
}
