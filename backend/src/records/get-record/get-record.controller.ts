import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { RECORD_RUNS, type RecordRuns } from '../../shared/record-runs/record-runs.port';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { assertExternalReach, assertExternalReadsNow } from '../external-records';
import { isExternalUsersRecord } from '../records-access';
import { RecordsAccess } from '../records-deps';
import { adapterParam, recordIdParam } from '../records-http';
import { RECORDS, RECORDS_PROJECTOR, recordDocId, type RecordDoc } from '../records.projector';
import { toOpenedRecord, toRecordItem, type OpenedRecord } from '../record-view';
import { loadCatalogRecord } from '../record-writing';
import { userNames } from '../user-names';
import { recordAsOf } from './record-as-of';

export const asOfQuery = {
  asOf: z.iso
    .datetime({ offset: true, message: 'asOf must be an ISO date-time, such as 2026-03-01T12:00:00Z' })
    .optional(),
};

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items')
export class GetRecordController {
  constructor(
    private readonly access: RecordsAccess,
    @Inject(RECORD_RUNS) private readonly runs: RecordRuns,
  ) {}

  @Get(':id')
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      'A record with its values (002 §7 GET items/{id}); with `asOf`, the record as it stood at that instant ' +
      '(its stream folded up to then), deleted or not',
  })
  @ApiResponse({
    status: 200,
    description:
      'the record: the list fields, `values` by variable name, `version`, and `extUser` ({ _id, name, mail } of ' +
      'the user extUserID names, or null); `apps` (each app that ran: { name, label, status, lastRun, runId, files: ' +
      '[{ index, name, url }] }) and `attachments` (the names of its file answers), as they are now',
  })
  @ApiResponse({ status: 400, description: 'asOf is not an ISO date-time' })
  @ApiResponse({ status: 403, description: 'asOf from an external user (they read their record as it is now)' })
  @ApiResponse({
    status: 404,
    description: 'no such catalog or record (or none yet at asOf; for an external user: or not theirs)',
  })
  async get(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Query(zodQuery(asOfQuery)) query: { asOf?: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<OpenedRecord> {
    assertExternalReadsNow(auth, query.asOf);
    const catalog = await this.access.catalog(auth, adapter, { recordId: id });
    const { store, readModels } = this.access;
    // From the record's stream, not the read model: access a link opened a moment ago is already there.
    if (auth.isExternal) assertExternalReach(auth, id, await isExternalUsersRecord(store, auth, catalog.catalogId, id));
    const doc = query.asOf
      ? null
      : ((await readModels.reader(RECORDS_PROJECTOR).get(RECORDS, recordDocId(auth.tenant, id))) as RecordDoc | null);
    if (!doc || doc.catalogId !== catalog.catalogId) {
      // As of an instant, or not projected yet (created a moment ago, read without X-Min-Position): its stream.
      await loadCatalogRecord(store, auth.tenant, catalog.catalogId, id);
      const then = await recordAsOf(store, auth.tenant, id, query.asOf);
      if (!then) throw notFound(`Record ${id} did not exist yet at ${query.asOf}.`);
      const names = await userNames(readModels, auth.tenant, [then.state.runBy]);
      const runBy = then.state.runBy ? (names.get(then.state.runBy) ?? null) : null;
      return this.withRuns(
        auth.tenant,
        catalog,
        await toOpenedRecord(
          readModels,
          auth.tenant,
          toRecordItem(then.state, then.stamps, { runBy, detailTemplate: catalog.detail }),
          then.state,
        ),
      );
    }
    const names = await userNames(readModels, auth.tenant, [doc.runBy]);
    const runBy = doc.runBy ? (names.get(doc.runBy) ?? null) : null;
    return this.withRuns(
      auth.tenant,
      catalog,
      await toOpenedRecord(
        readModels,
        auth.tenant,
        toRecordItem(doc, doc, { runBy, detailTemplate: catalog.detail }),
        doc,
      ),
    );
  }

  /** The apps that ran and the attachments come from the app-runs context (contract §6), as they are now. */
  private async withRuns(
    tenant: string,
    catalog: { catalogId: string; name: string },
    record: OpenedRecord,
  ): Promise<OpenedRecord> {
    const { apps, attachments } = await this.runs.viewOf(tenant, catalog, record._id);
    return { ...record, apps, attachments };
  }
}
