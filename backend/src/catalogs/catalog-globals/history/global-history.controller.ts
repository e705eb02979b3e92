import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { AdminOnly } from '../../../shared/auth/auth.decorators';
import { zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogRefParam } from '../../catalogs-http';
import { catalogWithGlobals, globalOf } from '../catalog-globals-reading';
import { exportGlobalSchema } from '../catalog-globals-http';
import { readGlobalHistory, type NamedGlobalHistoryEntry } from './global-history-reading';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class GlobalHistoryController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('history')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      "A global's info history on the catalog (not in the seed): every import, removal, restore and answer (a global-info app's interview), newest first " +
      '(500 at most), with who and when; any version that left values can be restored',
  })
  @ApiResponse({
    status: 200,
    description:
      "[{ _id, action: 'imported' | 'removed' | 'restored' | 'answered', version, date, by, byId, fileName?, " +
      'restoredFrom?, appName? (answered), valueCount }]',
  })
  @ApiResponse({ status: 400, description: 'a malformed body, or the catalog’s model was deleted' })
  @ApiResponse({ status: 404, description: 'no such catalog, or no such global of its model' })
  async history(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(exportGlobalSchema)) body: { elementName: string },
  ): Promise<NamedGlobalHistoryEntry[]> {
    const found = await catalogWithGlobals(this.readModels, tenancy, ref);
    const global = globalOf(found, body.elementName);
    return readGlobalHistory(this.store, this.readModels, tenancy, found.catalog.catalogId, global.name);
  }
}
