import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordParam } from '../open-interview/open-interview-params';
import { queryOptionsSchema, variablePathParam } from '../query-options/query-options.controller';
import { SelectDataForObject, type ChosenItem, type SelectItemSummary } from './select-data.service';

export const selectDataSchema = queryOptionsSchema.extend({
  /** Items whose name holds this text (case aside). */
  search: z.string().max(200).optional(),
  /** One item's values, to fill the object with. */
  id: z.string().min(1).max(200).optional(),
});

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/select/:variable')
export class SelectDataController {
  constructor(private readonly selectData: SelectDataForObject) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "An object's 'SELECT data FROM…': its query's items on the interview's current answers (`search` narrows them " +
      "by name), or with `id` that item's values fitted to the object's model and the `_source` the object keeps. " +
      'Read as the caller, as the open reads; nothing is written.',
  })
  @ApiResponse({
    status: 200,
    description:
      '{ items: [{ _id, name }] (at most 200), truncated }, or with id { item: { _id, name, values, leftOut, source } }',
  })
  @ApiResponse({ status: 400, description: 'a malformed path or body, or a query that cannot run on these answers' })
  @ApiResponse({ status: 403, description: "the query's source is not yours to read" })
  @ApiResponse({
    status: 404,
    description:
      'no such catalog (or not in your permissions), record (or not yours) or app; the app is not enabled; no object ' +
      'selecting from a query at that path; or (with id) no such item among what the query finds',
  })
  async select(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Param('variable', zodParam(variablePathParam, 'variable')) variable: string,
    @Body(zodBody(selectDataSchema)) body: z.infer<typeof selectDataSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ items: SelectItemSummary[]; truncated: boolean } | { item: ChosenItem }> {
    const request = { catalog, recordId, app, variable, answers: body.answers, search: body.search };
    if (body.id !== undefined) return { item: await this.selectData.item(auth, { ...request, id: body.id }) };
    return this.selectData.items(auth, request);
  }
}
