import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import type { RecordItem } from '../record-view';
import { RecordsAccess } from '../records-deps';
import { adapterParam } from '../records-http';
import { RECORDS, RECORDS_PROJECTOR, catalogKeyOf, type RecordDoc } from '../records.projector';
import { toRecordItems } from '../record-listing';
import { userNames } from '../user-names';

export interface DeletedRecord extends RecordItem {
  deletedAt: string;
  deletedBy: string | null;
  deletedByID: string | null;
}

const PAGE = 100;

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/deleted')
export class DeletedRecordsController {
  constructor(private readonly access: RecordsAccess) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary: "The catalog's deleted records, most recently deleted first, with who deleted them and when (100 a page)",
  })
  @ApiResponse({ status: 200, description: '[{ ...the list fields, deletedAt, deletedBy (name), deletedByID }]' })
  @ApiResponse({ status: 404, description: 'no such catalog, or not in your permissions' })
  async list(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Query(zodQuery({ skip: z.coerce.number().int().min(0).max(1_000_000).optional() })) query: { skip?: number },
    @CurrentAuth() auth: AuthContext,
  ): Promise<DeletedRecord[]> {
    const catalog = await this.access.catalog(auth, adapter);
    const { readModels } = this.access;
    const docs = (await readModels.reader(RECORDS_PROJECTOR).find(RECORDS, {
      where: { catalogKey: catalogKeyOf(auth.tenant, catalog.catalogId), deleted: true },
      sort: [{ field: 'deletedAt', direction: 'desc' }],
      skip: query.skip ?? 0,
      limit: PAGE,
    })) as RecordDoc[];
    const items = await toRecordItems(readModels, auth.tenant, catalog, docs);
    const names = await userNames(
      readModels,
      auth.tenant,
      docs.map((doc) => doc.deletedBy),
    );
    return items.map((item, i) => ({
      ...item,
      deletedAt: docs[i].deletedAt,
      deletedBy: docs[i].deletedBy ? (names.get(docs[i].deletedBy as string) ?? null) : null,
      deletedByID: docs[i].deletedBy,
    }));
  }
}
