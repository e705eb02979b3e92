import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../../shared/auth/auth.decorators';
import type { AuthContext } from '../../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../../shared/http/zod-validation.pipe';
import { catalogRefParam } from '../../catalogs-http';
import { removeGlobalSchema } from '../catalog-globals-http';
import { RemoveGlobalCommand, type RemovedGlobal } from './remove-global.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/globals')
export class RemoveGlobalController {
  constructor(private readonly commands: CommandBus) {}

  @Post('remove')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      "Remove a global's info (002 §7 globals/remove): the catalog has none for it any more; the removed values " +
      'stay in its history',
  })
  @ApiResponse({
    status: 200,
    description: '{ removed: true, elementName, version, undo (the version to restore to undo it), position }',
  })
  @ApiResponse({ status: 400, description: 'a malformed body, or the catalog’s model was deleted' })
  @ApiResponse({ status: 404, description: 'no such catalog, no such global of its model, or no info to remove' })
  remove(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(removeGlobalSchema)) body: { elementName: string; appName?: string | null },
    @CurrentAuth() auth: AuthContext,
  ): Promise<RemovedGlobal> {
    return this.commands.execute(
      new RemoveGlobalCommand(tenancy, ref, body.elementName, body.appName ?? null, auth.userId),
    );
  }
}
