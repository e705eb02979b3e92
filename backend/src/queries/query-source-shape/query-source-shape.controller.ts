import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { providerParam, sourceParam } from '../queries-http';
import { QueryProviderRegistry } from '../query-provider-registry';

@ApiTags('queries')
@Controller(':tenancy/api/queries/types')
export class QuerySourceShapeController {
  constructor(private readonly registry: QueryProviderRegistry) {}

  @Get(':provider/sources/:source')
  @AdminOnly()
  // A model's name is answered as a JSON string: Nest would send a bare string as text.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    summary:
      "The shape of a source's records (001 §7 …/sources/{source}): the name of the workspace's model they are " +
      'items of, or their fields',
  })
  @ApiResponse({ status: 200, description: '"ModelName" | [{ name, type, isList }]' })
  @ApiResponse({ status: 404, description: 'no such provider or source' })
  async shape(
    @Param('tenancy') tenancy: string,
    @Param('provider', zodParam(providerParam, 'provider')) provider: string,
    @Param('source', zodParam(sourceParam, 'source')) source: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<string> {
    return JSON.stringify(await this.registry.source(tenancy, provider, source));
  }
}
