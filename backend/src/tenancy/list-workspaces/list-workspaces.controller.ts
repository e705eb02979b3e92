import { Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceNameParam } from '../workspace-admin/workspace-name.param';
import type { WorkspaceDoc } from '../workspaces.projector';
import { GetWorkspaceQuery, ListWorkspacesQuery } from './list-workspaces.query';

@OperatorApi()
export class ListWorkspacesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every workspace, by name' })
  list(@Query(zodQuery({})) _query: object): Promise<WorkspaceDoc[]> {
    return this.queries.execute(new ListWorkspacesQuery());
  }

  @Get(':name')
  @ApiOperation({ summary: 'One workspace with its revision (send it back as If-Match)' })
  show(@Param('name', workspaceNameParam) name: string, @Query(zodQuery({})) _query: object): Promise<WorkspaceDoc> {
    return this.queries.execute(new GetWorkspaceQuery(name));
  }
}
