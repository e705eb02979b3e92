import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { RecordsAccess } from '../records-deps';
import { adapterParam } from '../records-http';
import { RECORD_EDITORS, RECORDS_PROJECTOR, catalogKeyOf, type RecordEditorDoc } from '../records.projector';
import { userNames } from '../user-names';

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/users')
export class RecordUsersController {
  constructor(private readonly access: RecordsAccess) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "The users who created or edited records of this catalog (002 §7 users), for the filter modal's edited_by " +
      'and lastmod_by values (send the `_id` as v); deleted users are left out',
  })
  @ApiResponse({ status: 200, description: '[{ _id, name }] by name' })
  @ApiResponse({ status: 404, description: 'no such catalog, or not in your permissions' })
  async list(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Query(zodQuery({})) _query: object,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ _id: string; name: string }[]> {
    const catalog = await this.access.catalog(auth, adapter);
    const docs = (await this.access.readModels.reader(RECORDS_PROJECTOR).find(RECORD_EDITORS, {
      where: { catalogKey: catalogKeyOf(auth.tenant, catalog.catalogId) },
      limit: 10_000,
    })) as RecordEditorDoc[];
    const names = await userNames(
      this.access.readModels,
      auth.tenant,
      docs.map((doc) => doc.userId),
    );
    return [...names]
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([_id, name]) => ({ _id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
