import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import type { RecordItem } from '../record-view';
import { toRecordItems } from '../record-listing';
import { RecordsAccess } from '../records-deps';
import { adapterParam } from '../records-http';
import { RECORDS, RECORDS_PROJECTOR, catalogKeyOf, type RecordDoc } from '../records.projector';
import { parseRecordFilters, parseRecordSort } from './records-filter';

/** 002 §4 Records: 20 items per page. */
export const PAGE_SIZE = 20;
/** Far past any catalog a person pages through; a larger skip is a mistake, not a page. */
const MAX_SKIP = 1_000_000;

export const listQuery = {
  s: z.string().max(200, 's (search text) is at most 200 characters').optional(),
  f: z.string().max(10_000, 'f (filters) is at most 10000 characters').optional(),
  skip: z
    .string()
    .regex(/^\d+$/, 'skip must be a whole number, 0 or more')
    .transform(Number)
    .pipe(z.number().max(MAX_SKIP, `skip must be at most ${MAX_SKIP}`))
    .optional(),
  sort: z.string().max(20).optional(),
};

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items')
export class ListRecordsController {
  constructor(private readonly access: RecordsAccess) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "A page of 20 of the catalog's records (002 §7 GET items): newest first, or by `sort` (date|name|app:asc|desc); " +
      '`s` searches names and text values, `f` holds filters as JSON ([{ key, c, v } | { key, c, dateStart, dateEnd }], ' +
      'keys myrecords, edited_by, lastmod_by, created, status, lastmod, app, app_lastmod), `skip` pages',
  })
  @ApiResponse({
    status: 200,
    description:
      '[{ _id, name, detail?, status, date, lastRunBy, lastRunByID, extUserID, apps, attachments, version, deleted, ' +
      'createdAt, createdBy, lastModifiedBy }]',
  })
  @ApiResponse({ status: 400, description: 'bad f JSON, an unknown filter key or operator, a bad skip or sort' })
  @ApiResponse({ status: 404, description: 'no such catalog, or not in your permissions' })
  async list(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Query(zodQuery(listQuery)) query: { s?: string; f?: string; skip?: number; sort?: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<RecordItem[]> {
    const catalog = await this.access.catalog(auth, adapter);
    const filters = parseRecordFilters(query.f, auth.userId);
    const sort = parseRecordSort(query.sort);
    const search = query.s?.trim().toLowerCase();
    const docs = (await this.access.readModels.reader(RECORDS_PROJECTOR).find(RECORDS, {
      where: {
        ...filters,
        catalogKey: catalogKeyOf(auth.tenant, catalog.catalogId),
        deleted: false,
        ...(search ? { searchText: { contains: search } } : {}),
      },
      sort: [sort],
      skip: query.skip ?? 0,
      limit: PAGE_SIZE,
    })) as RecordDoc[];
    return toRecordItems(this.access.readModels, auth.tenant, catalog, docs);
  }
}
