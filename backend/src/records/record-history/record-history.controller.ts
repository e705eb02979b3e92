import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { RECORD_RUNS, type RecordRuns } from '../../shared/record-runs/record-runs.port';
import { RecordsAccess } from '../records-deps';
import { adapterParam, historyIdParam, recordIdParam } from '../records-http';
import { loadCatalogRecord } from '../record-writing';
import { diffValues, type FieldDiff, type HistoryEntry } from './history-entries';
import { loadVersion, readHistoryPage } from './record-history-reading';

const pageQuery = {
  skip: z.coerce
    .number()
    .int()
    .min(0, 'skip must be 0 or more')
    .max(10_000_000, 'skip must be at most 10000000')
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
};

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items/:id/histories')
export class RecordHistoryController {
  constructor(
    private readonly access: RecordsAccess,
    @Inject(RECORD_RUNS) private readonly runs: RecordRuns,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "Every version of a record, newest first (002 §7 histories), read from the record's stream: who, when, which " +
      'app, from where, which variables changed; `skip` and `limit` (default 100) page a long history',
  })
  @ApiResponse({
    status: 200,
    description:
      '[{ _id, version, kind, appName, editor, editorId, launchTime, source, changed, restoredFrom?, runId?, ' +
      'summary? }]: kind \'ran\' for each app run that ended (summary "Ran Letter: 3 documents" or "Letter ' +
      'failed: …")',
  })
  @ApiResponse({ status: 404, description: 'no such catalog or record' })
  async list(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Query(zodQuery(pageQuery)) query: { skip?: number; limit?: number },
    @CurrentAuth() auth: AuthContext,
  ): Promise<HistoryEntry[]> {
    const catalog = await this.access.catalog(auth, adapter);
    const loaded = await loadCatalogRecord(this.access.store, auth.tenant, catalog.catalogId, id);
    return readHistoryPage(
      this.access.store,
      this.access.readModels,
      auth.tenant,
      id,
      loaded.revision,
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? 100,
      },
      this.runs,
    );
  }

  @Get(':historyId/diff')
  @Authenticated()
  @ApiOperation({
    summary: 'Field by field, the variables whose value differs between a history entry and the record now',
  })
  @ApiResponse({ status: 200, description: '[{ name, before (at that version), after (now) }]' })
  @ApiResponse({ status: 404, description: 'no such catalog or record, or the entry is not one of this record' })
  async diff(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('historyId', zodParam(historyIdParam, 'historyId')) historyId: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<FieldDiff[]> {
    const catalog = await this.access.catalog(auth, adapter);
    await loadCatalogRecord(this.access.store, auth.tenant, catalog.catalogId, id);
    const { version, current } = await loadVersion(this.access.store, auth.tenant, id, historyId);
    return diffValues(version.values, current.values);
  }

  @Get(':historyId/data')
  @Authenticated()
  @ApiProduces('application/json')
  @ApiOperation({ summary: "A history entry's values (the record as that version left it), as a JSON download" })
  @ApiResponse({ status: 200, description: 'the values by variable name, as an attachment' })
  @ApiResponse({ status: 404, description: 'no such catalog or record, or the entry is not one of this record' })
  async data(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('historyId', zodParam(historyIdParam, 'historyId')) historyId: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    const catalog = await this.access.catalog(auth, adapter);
    await loadCatalogRecord(this.access.store, auth.tenant, catalog.catalogId, id);
    const { version, event } = await loadVersion(this.access.store, auth.tenant, id, historyId);
    const { extUserID: _ext, ...values } = version.values;
    const fileName = `${id}-version-${event.revision + 1}.json`;
    response
      .status(200)
      .type('application/json')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(JSON.stringify(values, null, 2));
  }
}
