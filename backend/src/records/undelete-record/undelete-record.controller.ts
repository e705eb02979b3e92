import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import type { SavedRecord } from '../save-record/save-record.command';
import { RecordsAccess } from '../records-deps';
import { adapterParam, recordIdParam } from '../records-http';
import { answerRecord, appendRecord, loadCatalogRecord } from '../record-writing';
import { decideUndeleteRecord } from './undelete-record.decide';

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items')
export class UndeleteRecordController {
  constructor(
    private readonly access: RecordsAccess,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Post(':id/undelete')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Undelete a record: it is back in the lists with every version (nothing if it is live)' })
  @ApiResponse({ status: 200, description: 'the record with its values, and position' })
  @ApiResponse({ status: 404, description: 'no such catalog or record' })
  async undelete(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<SavedRecord> {
    const catalog = await this.access.catalog(auth, adapter);
    const loaded = await loadCatalogRecord(this.access.store, auth.tenant, catalog.catalogId, id);
    const acting = { tenant: auth.tenant, actorId: auth.userId, time: new Date().toISOString() };
    const written = await appendRecord(
      this.access.store,
      acting,
      loaded,
      decideUndeleteRecord({ recordId: id }, loaded.state),
    );
    const record = await answerRecord(this.readModels, auth.tenant, written, acting, catalog.detail);
    return { ...record, position: written.position };
  }
}
