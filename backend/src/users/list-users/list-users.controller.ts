import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { ListUsersQuery, type ListedUsers } from './list-users.query';

@ApiTags('users')
@Controller(':tenancy/api/users')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  /** Sends the cached serialisation as is (no per-request JSON encoding); If-None-Match gets a 304. */
  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's users sorted by name (deleted users are not listed)" })
  @ApiResponse({ status: 200, description: 'UserView[]' })
  @ApiResponse({ status: 304, description: 'unchanged since the ETag sent in If-None-Match' })
  @ApiHeader({ name: 'if-none-match', required: false, description: 'the ETag of the list you have' })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({})) _query: object,
    @Res() response: Response,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<void> {
    const listed: ListedUsers = await this.queries.execute(new ListUsersQuery(tenancy));
    response.setHeader('ETag', listed.etag);
    response.setHeader('Cache-Control', 'private, no-cache');
    if (ifNoneMatch === listed.etag) {
      response.status(304).end();
      return;
    }
    response.status(200).type('application/json').end(listed.json);
  }
}
