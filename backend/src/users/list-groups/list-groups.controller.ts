import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { listGroupViews, type GroupView } from '../groups/group-views';

@ApiTags('groups')
@Controller(':tenancy/api/groups')
export class ListGroupsController {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  /** Administrators only: the groups are chosen in the catalog administration and edited on the users screen. */
  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's notification groups by name (002 §7 GET /api/groups)" })
  @ApiResponse({ status: 200, description: '[{ _id, name, members (user ids), version }]' })
  list(@Param('tenancy') tenancy: string, @Query(zodQuery({})) _query: object): Promise<GroupView[]> {
    return listGroupViews(this.readModels, tenancy);
  }
}
