import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { invalid } from '../../shared/domain/domain-error';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { DeleteRecordsCommand, type RecordsDeleted } from '../delete-records/delete-records.command';
import type { CatalogDoc } from '../../catalogs';
import { modelOf } from '../record-writing';
import { RecordsAccess } from '../records-deps';
import { adapterParam } from '../records-http';
import { RECORDS, RECORDS_PROJECTOR, catalogKeyOf, type RecordDoc } from '../records.projector';
import { findDuplicates, type Duplicates } from './duplicate-groups';

const keySchema = z.strictObject({ key: z.string().trim().min(1, 'key names a variable').max(200) });

export const noSuchKey = (model: string, key: string) =>
  `The model ${model} has no variable named ${JSON.stringify(key)}: match by one of its variables.`;

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/duplicates')
export class DuplicatesController {
  constructor(
    private readonly access: RecordsAccess,
    private readonly commands: CommandBus,
  ) {}

  @Post('match')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Count the records of the catalog whose value of the variable `key` another record shares (002 §7 ' +
      'duplicates/match; text compared trimmed and case-insensitively, empty values never match)',
  })
  @ApiResponse({ status: 200, description: '{ count, duplicates } (duplicates: how many a clear would delete)' })
  @ApiResponse({ status: 400, description: 'an empty key, or one that names no variable of the model' })
  @ApiResponse({ status: 404, description: 'no such catalog, or not in your permissions' })
  async match(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Body(zodBody(keySchema)) body: { key: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ count: number; duplicates: number }> {
    const found = await this.find(auth, await this.access.catalog(auth, adapter), body.key);
    return { count: found.count, duplicates: found.extra.length };
  }

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Clear duplicates (002 §7 POST duplicates): of each group of records sharing the value of `key`, every ' +
      'record but the oldest is deleted, all or nothing (each can be undeleted)',
  })
  @ApiResponse({ status: 200, description: '{ deleted, position }' })
  @ApiResponse({ status: 400, description: 'an empty key, or one that names no variable of the model' })
  @ApiResponse({ status: 404, description: 'no such catalog, or not in your permissions' })
  @ApiResponse({ status: 409, description: 'a record changed meanwhile: nothing was deleted' })
  async clear(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Body(zodBody(keySchema)) body: { key: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<RecordsDeleted> {
    const catalog = await this.access.catalog(auth, adapter);
    const found = await this.find(auth, catalog, body.key);
    if (found.extra.length === 0) return { deleted: 0, position: 0 };
    return this.commands.execute(new DeleteRecordsCommand(auth.tenant, catalog.catalogId, found.extra, auth.userId));
  }

  private async find(auth: AuthContext, catalog: CatalogDoc, key: string): Promise<Duplicates> {
    const model = await modelOf(this.access.readModels, auth.tenant, catalog.typeId);
    const variable = model.variables.find((each) => each.name.toLowerCase() === key.toLowerCase());
    if (!variable) throw invalid(noSuchKey(model.modelName, key));
    const docs = (await this.access.readModels.reader(RECORDS_PROJECTOR).find(RECORDS, {
      where: { catalogKey: catalogKeyOf(auth.tenant, catalog.catalogId), deleted: false },
    })) as RecordDoc[];
    return findDuplicates(
      docs.map((doc) => ({ recordId: doc.recordId, createdAt: doc.createdAt, value: doc.values[variable.name] })),
    );
  }
}
