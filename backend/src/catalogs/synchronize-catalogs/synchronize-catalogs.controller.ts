import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { catalogRefParam, synchronizeSchema } from '../catalogs-http';
import { SynchronizeCatalogsCommand, type CatalogsSynchronizedAnswer } from './synchronize-catalogs.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/synchronize')
export class SynchronizeCatalogsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      "Synchronise catalogs (002 §2.2, §7): copy the catalog's app settings (live versions, enabled, external " +
      'access, send documents, upload provider) to the listed catalogs of the same model; all or nothing',
  })
  @ApiResponse({ status: 200, description: "{ status: 'Done', collections: every catalog, in list order, position }" })
  @ApiResponse({
    status: 400,
    description: 'a catalog of another model, the catalog itself, a catalog listed twice, another parentCatalog',
  })
  @ApiResponse({ status: 404, description: 'a catalog that does not exist (or was deleted)' })
  @ApiResponse({ status: 409, description: 'a target saved by someone else meanwhile: nothing was written' })
  synchronize(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) catalog: string,
    @Body(zodBody(synchronizeSchema)) body: z.output<typeof synchronizeSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CatalogsSynchronizedAnswer> {
    return this.commands.execute(new SynchronizeCatalogsCommand(tenancy, catalog, body, auth.userId));
  }
}
