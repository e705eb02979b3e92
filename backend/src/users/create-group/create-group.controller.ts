import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import type { Projections } from '../../shared/projections/projections';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { groupViewAfter, type GroupView } from '../groups/group-views';
import { newGroupSchema, type NewGroupBody } from '../groups/groups-http';
import { CreateGroupCommand } from './create-group.command';

@ApiTags('groups')
@Controller(':tenancy/api/groups')
export class CreateGroupController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Add a notification group (002 §3 Group): a name and the users it notifies' })
  @ApiResponse({ status: 201, description: '{ _id, name, members, version, position }' })
  @ApiResponse({
    status: 400,
    description:
      "'Please provide a name.', 'Group names cannot exceed 50 characters.', 'A group by this name already " +
      "exists.', a member who is no user of the workspace or an external user",
  })
  async create(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(newGroupSchema)) body: NewGroupBody,
    @CurrentAuth() auth: AuthContext,
  ): Promise<GroupView & { position: number }> {
    const result = await this.commands.execute(new CreateGroupCommand(tenancy, body, auth.userId));
    return groupViewAfter(this.runner, this.readModels, tenancy, result.groupId, result.position);
  }
}
