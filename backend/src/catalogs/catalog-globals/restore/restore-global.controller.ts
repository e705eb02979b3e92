import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../../shared/auth/auth.decorators';
import type { AuthContext } from '../../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { catalogRefParam } from '../../catalogs-http';
import { restoreGlobalSchema } from '../catalog-globals-http';
import { RestoreGlobalCommand, type RestoredGlobal } from './restore-global.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class RestoreGlobalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('restore')
  @AdminOnly()
  @ApiOperation({
    summary:
      "Restore a version of a global's info (not in the seed: the undo of a removal or an import): the values " +
      'that version left become the info again, as a new version',
  })
  @ApiResponse({ status: 201, description: '{ restored: true, elementName, version, position }' })
  @ApiResponse({
    status: 400,
    description: 'a malformed body, the version is a removal (it left no values), or the catalog’s model was deleted',
  })
  @ApiResponse({
    status: 404,
    description: 'no such catalog, no such global of its model, or no such version of its info',
  })
  restore(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(restoreGlobalSchema)) body: { elementName: string; historyId: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<RestoredGlobal> {
    return this.commands.execute(new RestoreGlobalCommand(tenancy, ref, body.elementName, body.historyId, auth.userId));
  }
}
