import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../../shared/auth/auth.decorators';
import type { AuthContext } from '../../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { catalogRefParam } from '../../catalogs-http';
import { importGlobalSchema } from '../catalog-globals-http';
import { ImportGlobalCommand, type ImportedGlobal } from './import-global.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class ImportGlobalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  @AdminOnly()
  @ApiOperation({
    summary:
      "Import a global's info (002 §7 globals/import): the uploaded JSON file (POST /upload/importModel) — one " +
      "object, or an array of one — checked against the global's model, replaces the catalog's info for it",
  })
  @ApiResponse({ status: 201, description: '{ elementName, version, position }' })
  @ApiResponse({
    status: 400,
    description:
      'a malformed body; a zip, a file over 1 MB, not JSON, not one object, or values that do not fit the ' +
      "global's model; the global has no model",
  })
  @ApiResponse({ status: 404, description: 'no such catalog, no such global of its model, or no such upload' })
  import(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(importGlobalSchema)) body: { elementName: string; appName?: string | null; url: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<ImportedGlobal> {
    return this.commands.execute(
      new ImportGlobalCommand(tenancy, ref, body.elementName, body.appName ?? null, body.url, auth.userId),
    );
  }
}
