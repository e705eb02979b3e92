import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { Response } from 'express';
import { AdminOnly } from '../../../shared/auth/auth.decorators';
import { notFound } from '../../../shared/domain/domain-error';
import { zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { catalogRefParam } from '../../catalogs-http';
import { GLOBAL_MESSAGES } from '../catalog-global-rules';
import { catalogWithGlobals, globalOf, readCatalogGlobal } from '../catalog-globals-reading';
import { exportGlobalSchema } from '../catalog-globals-http';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class ExportGlobalController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('export')
  @AdminOnly()
  @ApiProduces('application/json')
  @ApiOperation({
    summary:
      "Export a global's info (002 §7 globals/export): its values as a JSON download named after the global, " +
      'the file an import takes back',
  })
  @ApiResponse({ status: 200, description: 'the values by variable name, as the attachment {elementName}.json' })
  @ApiResponse({ status: 400, description: 'a malformed body, or the catalog’s model was deleted' })
  @ApiResponse({ status: 404, description: 'no such catalog, no such global of its model, or no info for it' })
  async export(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(exportGlobalSchema)) body: { elementName: string },
    @Res() response: Response,
  ): Promise<void> {
    const found = await catalogWithGlobals(this.readModels, tenancy, ref);
    const global = globalOf(found, body.elementName);
    const info = await readCatalogGlobal(this.store, this.readModels, tenancy, found.catalog.catalogId, global.name);
    if (!info) throw notFound(GLOBAL_MESSAGES.noData(global.name));
    // Element names are letters, digits and underscores: the file name needs no escaping.
    response
      .status(200)
      .type('application/json')
      .setHeader('Content-Disposition', `attachment; filename="${global.name}.json"`)
      .send(JSON.stringify(info.values, null, 2));
  }
}
