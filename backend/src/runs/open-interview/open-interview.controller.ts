import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordParam } from './open-interview-params';
import { OpenInterview, type InterviewOpened } from './open-interview.service';

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/interview')
export class OpenInterviewController {
  constructor(private readonly interviews: OpenInterview) {}

  @Get()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      'Opens an app on a record (or on `new`): the interview input built from the model version the catalog pins, ' +
      'the record, and its lock (002 §4). Opening a record nobody else holds sets it to Needs Updating for the caller.',
  })
  @ApiResponse({
    status: 200,
    description:
      '{ catalog, app: { name, label, generateDocs, instructions, selectsData, linksRecord }, modelVersion, record (null for new; with its link), input, ' +
      "relevant, globals (the catalog's global info by global variable, for those that have some; never in " +
      'record.values), lockedBy (the display name of another user holding the record, else null), position }; for an ' +
      'external user also external: { useURLs, completionURL, exitURL, instructions, showDocs, autoClose }',
  })
  @ApiResponse({ status: 400, description: 'a malformed catalog, record id or app name; the model was deleted' })
  @ApiResponse({
    status: 404,
    description:
      'no such catalog (or not in your permissions), record (or not yours, for an external user) or app, or the app is not enabled on the catalog (for an external user on `new`: not open to external users)',
  })
  open(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    // No query of its own: minPosition (read-your-writes) only, and anything else is a 400.
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<InterviewOpened> {
    return this.interviews.open(auth, { catalog, recordId, app });
  }
}
