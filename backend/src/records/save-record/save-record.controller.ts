import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { assertExternalAnswers, assertExternalReach, externalCreation } from '../external-records';
import { isExternalUsersRecord } from '../records-access';
import { RecordsAccess } from '../records-deps';
import { adapterParam, newRecordSchema, recordIdParam, saveRecordSchema } from '../records-http';
import { SaveRecordCommand, type SavedRecord } from './save-record.command';

const VALUES_400 =
  'a value that does not fit its variable (the message names it), an unknown variable, an extUserID that is ' +
  'neither null (closing external access) nor the id of an external user of the workspace (or any extUserID from ' +
  'an external user), a malformed body';

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items')
export class SaveRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: RecordsAccess,
  ) {}

  @Post()
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      "Create a record in the catalog named {adapter} (002 §7), its values checked against the catalog's model. An " +
      'external user creates one only in a catalog with an app open to external users, and it is theirs (extUserID)',
  })
  @ApiResponse({ status: 201, description: 'the record with its values, version 1, and position (X-Min-Position)' })
  @ApiResponse({ status: 400, description: VALUES_400 })
  @ApiResponse({
    status: 404,
    description: 'no such catalog, or not in your permissions (for an external user: no app of it open to them)',
  })
  async create(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Body(zodBody(newRecordSchema)) body: { nextValues: Record<string, unknown> },
    @CurrentAuth() auth: AuthContext,
  ): Promise<SavedRecord> {
    assertExternalAnswers(auth, body.nextValues);
    const catalog = await this.access.catalog(auth, adapter);
    const values = externalCreation(auth, body.nextValues);
    return this.commands.execute(new SaveRecordCommand(auth.tenant, catalog, values, { source: 'api' }, auth.userId));
  }

  @Post(':id')
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({
    summary:
      'Save a record (002 §7 POST items/{id} with nextValues): the variables named change (null clears one), one ' +
      'new version; with `version`, a save by someone else since is refused. An external user saves answers on ' +
      'their own record only (extUserID), and never extUserID itself',
  })
  @ApiResponse({ status: 201, description: 'the record with its values, its new version, and position' })
  @ApiResponse({ status: 400, description: VALUES_400 })
  @ApiResponse({ status: 404, description: 'no such catalog or record (for an external user: or not theirs)' })
  @ApiResponse({ status: 409, description: 'the record changed since `version`, or it is deleted: nothing saved' })
  async save(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Body(zodBody(saveRecordSchema)) body: { nextValues: Record<string, unknown>; version?: number },
    @CurrentAuth() auth: AuthContext,
  ): Promise<SavedRecord> {
    assertExternalAnswers(auth, body.nextValues);
    const catalog = await this.access.catalog(auth, adapter, { recordId: id });
    if (auth.isExternal) {
      const theirs = await isExternalUsersRecord(this.access.store, auth, catalog.catalogId, id);
      assertExternalReach(auth, id, theirs);
    }
    return this.commands.execute(
      new SaveRecordCommand(auth.tenant, catalog, body.nextValues, { source: 'api' }, auth.userId, {
        recordId: id,
        expectedVersion: body.version,
      }),
    );
  }
}
