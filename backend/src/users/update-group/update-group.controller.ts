import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import type { Projections } from '../../shared/projections/projections';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { groupViewAfter, type GroupView } from '../groups/group-views';
import { groupIdParam, groupUpdateSchema, type GroupUpdateBody } from '../groups/groups-http';
import { UpdateGroupCommand } from './update-group.command';

@ApiTags('groups')
@Controller(':tenancy/api/groups')
export class UpdateGroupController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Rename a notification group and/or replace its members (send `version` to be safe)' })
  @ApiResponse({ status: 200, description: '{ _id, name, members, version, position }' })
  @ApiResponse({ status: 400, description: 'a bad or taken name, a member who is no user or an external user' })
  @ApiResponse({ status: 404, description: 'no such group (or deleted)' })
  @ApiResponse({ status: 409, description: 'the group changed since `version`: nothing was written' })
  async update(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(groupIdParam, 'id')) id: string,
    @Body(zodBody(groupUpdateSchema)) body: GroupUpdateBody,
    @CurrentAuth() auth: AuthContext,
  ): Promise<GroupView & { position: number }> {
    const { position } = await this.commands.execute(new UpdateGroupCommand(tenancy, id, body, auth.userId));
    return groupViewAfter(this.runner, this.readModels, tenancy, id, position);
  }
}
