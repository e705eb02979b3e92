import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { catalogIdParam } from '../catalogs-http';
import { DeleteCatalogCommand } from './delete-catalog.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections')
export class DeleteCatalogController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a catalog (002 §2.2 Delete collection): it leaves the lists and its name is free' })
  @ApiResponse({ status: 200, description: '{ deleted: true, position }' })
  @ApiResponse({ status: 404, description: 'no such catalog in this workspace, or deleted already' })
  remove(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(catalogIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ deleted: true; position: number }> {
    return this.commands.execute(new DeleteCatalogCommand(tenancy, id, auth.userId));
  }
}
