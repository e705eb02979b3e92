import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { LinkedRecord } from '../../records';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { appParam, catalogParam, recordParam } from '../open-interview/open-interview-params';
import { appDataChooseSchema, appDataItemsSchema } from './app-data.controller';
import { AppLinkToQuery, type AppLinkItems } from './app-link.service';

const search = z.string().max(200).optional();

const NOT_FOUND =
  "no such catalog (or not in your permissions), record (or not yours) or app; the app is not enabled; the app has no 'LINK record TO…'; the query does not exist";
const ITEMS_200 =
  "{ items: [{ _id, name }] (at most 200), truncated, link (the record's link: { query, provider, source, id, name, back? } or null), autoLink, bidirectional, source }";

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:app/link')
export class AppLinkController {
  constructor(private readonly appLink: AppLinkToQuery) {}

  @Get()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "The app's 'LINK record TO…' items, its arguments evaluated on the record's answers, read as the caller, and " +
      "the record's link now. Nothing is written.",
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
  ): Promise<AppLinkItems> {
    return this.appLink.items(auth, { catalog, recordId, app, search: query.search });
  }

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "The app's 'LINK record TO…' items with its arguments evaluated on the answers the browser holds now. " +
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
  ): Promise<AppLinkItems> {
    return this.appLink.items(auth, { catalog, recordId, app, answers: body.answers, search: body.search });
  }

  @Post('choose')
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "Links the record to the chosen item of the app's 'LINK record TO…' query (a RecordLinked event; the same " +
      "link again writes nothing). 'Bidirectional link' over the product's own catalogs links that record back.",
  })
  @ApiResponse({
    status: 200,
    description: '{ recordId, version, position, link: { query, provider, source, id, name }, linkedBack }',
  })
  @ApiResponse({
    status: 400,
    description: 'a malformed path or body; a new record (link it once saved); the query cannot run on these answers',
  })
  @ApiResponse({ status: 404, description: `${NOT_FOUND}; the item is not among what the query finds` })
  @ApiResponse({
    status: 409,
    description: 'someone saved the record since `version`, or it was deleted: nothing written',
  })
  choose(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordParam, 'recordId')) recordId: string,
    @Param('app', zodParam(appParam, 'app')) app: string,
    @Body(zodBody(appDataChooseSchema)) body: z.infer<typeof appDataChooseSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<LinkedRecord> {
    return this.appLink.link(auth, {
      catalog,
      recordId,
      app,
      answers: body.answers,
      id: body.id,
      version: body.version,
    });
  }
}
