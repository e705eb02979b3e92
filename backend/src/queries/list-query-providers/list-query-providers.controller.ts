import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { QueryProviderRegistry } from '../query-provider-registry';

@ApiTags('queries')
@Controller(':tenancy/api/queries/providers')
export class ListQueryProvidersController {
  constructor(private readonly registry: QueryProviderRegistry) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary:
      "The query providers this workspace can use (001 §9: the product itself; Clio and Filevine once the workspace's " +
      'integration is configured), for the PROVIDER select',
  })
  @ApiResponse({ status: 200, description: '[{ name, label }]' })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ name: string; label: string }[]> {
    return (await this.registry.available(tenancy)).map(({ name, label }) => ({ name, label }));
  }
}
