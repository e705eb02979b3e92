import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { GetTenancyQuery, type TenancyView } from './get-tenancy.query';

@ApiTags('workspaces')
@Controller('api/isTenancy')
export class GetTenancyController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Tenancy check without a name' })
  @ApiResponse({ status: 400, description: '{ message: "Tenancy is empty" }' })
  empty(@Query(zodQuery({})) _query: object): never {
    throw new BadRequestException('Tenancy is empty');
  }

  @Get(':name')
  @ApiOperation({ summary: "Tenancy check (000 §4): a workspace's public description, active or not" })
  @ApiParam({ name: 'name', description: 'workspace name, [a-z0-9]+' })
  @ApiResponse({
    status: 200,
    description:
      '{ name, label, settings, isActive, isNotResponding: false, countApps, addons, rightLogo, baseAPIURL, logo }',
  })
  @ApiResponse({ status: 400, description: 'Sorry, only letters (a-z), numbers (0-9) are allowed.' })
  @ApiResponse({ status: 404, description: 'Workspace {name} not found!' })
  check(@Param('name') name: string, @Query(zodQuery({})) _query: object): Promise<TenancyView> {
    // The name is validated by the handler, which answers with the §5 message.
    return this.queries.execute(new GetTenancyQuery(name));
  }
}
