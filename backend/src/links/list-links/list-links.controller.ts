import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@app/storage';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { listLinks, type LinkListItem } from './list-links';

@ApiTags('links')
@Controller(':tenancy/api/links')
export class ListLinksController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's links, newest first, revoked ones flagged" })
  @ApiResponse({
    status: 200,
    description:
      '{ links: [{ linkId, userEmail, userName, catalogName, recordId, appName, createdBy, createdAt, revoked }] }',
  })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ links: LinkListItem[] }> {
    return { links: await listLinks(this.store, tenancy) };
  }
}
