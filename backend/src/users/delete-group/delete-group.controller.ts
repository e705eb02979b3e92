import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { groupIdParam } from '../groups/groups-http';
import { DeleteGroupCommand } from './delete-group.command';

@ApiTags('groups')
@Controller(':tenancy/api/groups')
export class DeleteGroupController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a notification group; catalogs that chose it keep its id (shown as a deleted group)',
  })
  @ApiResponse({ status: 200, description: '{ deleted: true, position }' })
  @ApiResponse({ status: 404, description: 'no such group (or deleted already)' })
  remove(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(groupIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ deleted: true; position: number }> {
    return this.commands.execute(new DeleteGroupCommand(tenancy, id, auth.userId));
  }
}
