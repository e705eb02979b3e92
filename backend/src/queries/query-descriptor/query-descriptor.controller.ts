import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { providerParam, sourceParam } from '../queries-http';
import type { QueryDescriptor } from '../query-provider';
import { QueryProviderRegistry } from '../query-provider-registry';

@ApiTags('queries')
@Controller(':tenancy/api/queries/types')
export class QueryDescriptorController {
  constructor(private readonly registry: QueryProviderRegistry) {}

  @Get(':provider/descriptor/:source')
  @AdminOnly()
  @ApiOperation({
    summary:
      'What a query on a source may filter on (001 §7 …/descriptor/{source}): its selectors with their operators, ' +
      'and whether modified records can be saved back to the provider',
  })
  @ApiResponse({
    status: 200,
    description: '{ selectors: [{ name, type, isList, operators: string[], enum?: string[] }], writeBack }',
  })
  @ApiResponse({ status: 404, description: 'no such provider or source' })
  descriptor(
    @Param('tenancy') tenancy: string,
    @Param('provider', zodParam(providerParam, 'provider')) provider: string,
    @Param('source', zodParam(sourceParam, 'source')) source: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<QueryDescriptor> {
    return this.registry.descriptor(tenancy, provider, source);
  }
}
