import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import type { SavedRecord } from '../save-record/save-record.command';
import { RecordsAccess } from '../records-deps';
import { adapterParam, historyIdParam, recordIdParam, restoreSchema } from '../records-http';
import { RestoreVersionCommand } from './restore-version.command';

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items/:id/histories')
export class RestoreVersionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: RecordsAccess,
  ) {}

  @Post(':historyId/restore')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Restore a history entry (002 §7): a new version brings back its values, all of them or the chosen `fields`; ' +
      'undone by restoring the entry before it',
  })
  @ApiResponse({ status: 200, description: 'the record with its values, its new version, and position' })
  @ApiResponse({ status: 400, description: 'a field that neither that version nor the record has' })
  @ApiResponse({ status: 404, description: 'no such catalog or record, or the entry is not one of this record' })
  @ApiResponse({ status: 409, description: 'the record is deleted, or changed at the same instant' })
  async restore(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Param('historyId', zodParam(historyIdParam, 'historyId')) historyId: string,
    @Body(zodBody(restoreSchema)) body: { fields?: string[] } | undefined,
    @CurrentAuth() auth: AuthContext,
  ): Promise<SavedRecord> {
    const catalog = await this.access.catalog(auth, adapter);
    return this.commands.execute(
      new RestoreVersionCommand(auth.tenant, catalog, id, historyId, body?.fields, auth.userId),
    );
  }
}
