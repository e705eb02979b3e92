import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { providerParam } from '../queries-http';
import { QueryProviderRegistry } from '../query-provider-registry';

@ApiTags('queries')
@Controller(':tenancy/api/queries/types')
export class ListQuerySourcesController {
  constructor(private readonly registry: QueryProviderRegistry) {}

  @Get(':provider')
  @AdminOnly()
  @ApiOperation({
    summary:
      "A provider's source names (001 §7 GET /api/queries/types/{provider}): for the product itself, the " +
      "workspace's catalogs in list order",
  })
  @ApiResponse({ status: 200, description: 'string[]' })
  @ApiResponse({ status: 404, description: 'no such provider, or an integration this workspace has not configured' })
  sources(
    @Param('tenancy') tenancy: string,
    @Param('provider', zodParam(providerParam, 'provider')) provider: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<string[]> {
    return this.registry.sources(tenancy, provider);
  }
}
