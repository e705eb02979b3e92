import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordIdParam } from '../runs-http';
import type { AppResult } from './app-result';
import { AppResults } from './app-results';

/**
 * `items/{id}/{app}` shares its shape with the records routes' `items/{id}/histories`: RecordsModule is imported
 * before RunsModule (app.module.ts), so its routes are registered, and matched, first. An app named "histories"
 * therefore has no result route (docs/decisions.md §20).
 */
@ApiTags('runs')
@Controller(':tenancy/api/collections/:catalog/items/:id/:app')
export class AppResultController {
  constructor(private readonly results: AppResults) {}

  @Get()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "An app's result on a record (contract §4, 002 §7): its status (Not run, In Progress, Ok, Failed, Out of " +
      "date), the last run's documents with their download urls and provenance, and the failure's reason",
  })
  @ApiResponse({
    status: 200,
    description:
      '{ name, label, instructions, status, runId, lastRun, error, files: [{ index, name, extension, size, ' +
      'sha256, url, provenance }], allUrl }',
  })
  @ApiResponse({ status: 400, description: 'a malformed path' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record or app' })
  result(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<AppResult> {
    return this.results.result(auth, catalog, id, app);
  }
}
