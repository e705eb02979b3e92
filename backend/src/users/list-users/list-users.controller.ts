import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../auth/auth.decorators';
import type { UserView } from '../../auth/user-view';
import { ListUsersQuery } from './list-users.query';

@ApiTags('users')
@Controller(':tenancy/api/users')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's users sorted by name (deleted users are not listed)" })
  @ApiResponse({ status: 200, description: 'UserView[]' })
  list(@Param('tenancy') tenancy: string): Promise<UserView[]> {
    return this.queries.execute(new ListUsersQuery(tenancy));
  }
}
