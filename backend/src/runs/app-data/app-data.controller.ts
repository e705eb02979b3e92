import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordParam } from '../open-interview/open-interview-params';
import { queryOptionsSchema } from '../query-options/query-options.controller';
import { AppDataFromQuery, type AppDataChosen, type AppDataItems } from './app-data.service';

const search = z.string().max(200).optional();

export const appDataItemsSchema = queryOptionsSchema.partial().extend({
  /** Items whose name holds this text (case aside). */
  search,
});

export const appDataChooseSchema = queryOptionsSchema.partial().extend({
  /** The chosen item's id. */
  id: z.string().min(1).max(200),
  /** The record's version the interview holds (a save by someone else since is a 409); not on `new`. */
  version: z.number().int().min(1).optional(),
});

const NOT_FOUND =
  "no such catalog (or not in your permissions), record (or not yours) or app; the app is not enabled; the app has no 'SELECT data FROM…'; the query does not exist";
const ITEMS_200 =
  "{ items: [{ _id, name }] (at most 200), truncated, start ('ask': the interview starts with Choose; 'none': " +
  "'Select only once' and this record chose before), autoSelect }";

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/app-data')
export class AppDataController {
  constructor(private readonly appData: AppDataFromQuery) {}

  @Get()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "The app's 'SELECT data FROM…' items, its arguments evaluated on the record's answers, read as the caller. " +
      'Nothing is written.',
  })
  @ApiResponse({ status: 200, description: ITEMS_200 })
  @ApiResponse({ status: 400, description: 'a malformed path or query; the query cannot run on these answers' })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  read(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Query(zodQuery({ search })) query: { search?: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<AppDataItems> {
    return this.appData.items(auth, { catalog, recordId, app, search: query.search });
  }

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "The app's 'SELECT data FROM…' items with its arguments evaluated on the answers the browser holds now. " +
      'Nothing is written.',
  })
  @ApiResponse({ status: 200, description: ITEMS_200 })
  @ApiResponse({
    status: 400,
    description: 'a malformed path or body (answers by name, at most 1000); the query cannot run on these answers',
  })
  @ApiResponse({ status: 404, description: NOT_FOUND })
  list(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(appDataItemsSchema)) body: z.infer<typeof appDataItemsSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<AppDataItems> {
    return this.appData.items(auth, { catalog, recordId, app, answers: body.answers, search: body.search });
  }

  @Post('choose')
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "Fills the record (a new one on `new`) with the chosen item's values that fit the model's variables: one " +
      "version written as the app's, remembering the choice ('Select only once' reads it).",
  })
  @ApiResponse({
    status: 200,
    description: '{ recordId, version, position, name, filled (variable names), leftOut (item values left out) }',
  })
  @ApiResponse({ status: 400, description: 'a malformed path or body; the query cannot run on these answers' })
  @ApiResponse({ status: 404, description: `${NOT_FOUND}; the item is not among what the query finds` })
  @ApiResponse({ status: 409, description: 'someone saved the record since `version`: nothing written' })
  choose(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(appDataChooseSchema)) body: z.infer<typeof appDataChooseSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<AppDataChosen> {
    return this.appData.choose(auth, {
      catalog,
      recordId,
      app,
      answers: body.answers,
      id: body.id,
      version: body.version,
    });
  }
}
