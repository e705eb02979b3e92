import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { ReadsAtMinPosition } from '../../shared/http/min-position.interceptor';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { runQuerySchema, type RunQueryBody } from '../queries-http';
import type { QueryRunResult } from '../query-provider';
import { MAX_QUERY_ITEMS, QueryRunner } from './query-runner';

@ApiTags('queries')
@Controller(':tenancy/api/queries')
export class RunQueryController {
  constructor(private readonly runner: QueryRunner) {}

  @Post('run')
  @HttpCode(200)
  @Authenticated()
  @ReadsAtMinPosition()
  @ApiOperation({
    summary:
      "Run a query element by name: its source's records every filter holds for, newest first, at most " +
      `${MAX_QUERY_ITEMS}. \`args\` are the required parameters' values in order, \`params\` any parameter's ` +
      'value by name (values, never evaluated). For administrators, and users who may see the source catalog',
  })
  @ApiResponse({
    status: 200,
    description: '{ items: [{ _id, name, values }], truncated (more records may match than items holds) }',
  })
  @ApiResponse({
    status: 400,
    description:
      'a malformed body, a required parameter missing, an unknown parameter, an argument its filter cannot ' +
      'compare, or a filter the query cannot apply (the message names it)',
  })
  @ApiResponse({ status: 403, description: 'the query reads a catalog you do not have access to' })
  @ApiResponse({ status: 404, description: 'no such query, or its provider or source is not available' })
  run(
    @Param('tenancy') _tenancy: string,
    @Body(zodBody(runQuerySchema)) body: RunQueryBody,
    @CurrentAuth() auth: AuthContext,
  ): Promise<QueryRunResult> {
    return this.runner.run(auth.tenant, { userId: auth.userId, isAdmin: auth.isAdmin }, body);
  }
}
