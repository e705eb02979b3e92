import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { RecordsAccess } from '../records-deps';
import { adapterParam, recordIdParam, recordIdsSchema } from '../records-http';
import { DeleteRecordsCommand, type RecordsDeleted } from './delete-records.command';

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/items')
export class DeleteRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: RecordsAccess,
  ) {}

  /** Declared before POST items/{id}, which would otherwise take `delete` for a record id. */
  @Post('delete')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      "Delete several records (002 §2.1 'Delete records'), all or nothing in one append: one unknown id and none is deleted",
  })
  @ApiResponse({ status: 200, description: '{ deleted: how many were live, position }' })
  @ApiResponse({
    status: 404,
    description: 'no such catalog, or one of the ids is not a record of it: nothing deleted',
  })
  async deleteMany(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Body(zodBody(recordIdsSchema)) body: { ids: string[] },
    @CurrentAuth() auth: AuthContext,
  ): Promise<RecordsDeleted> {
    const catalog = await this.access.catalog(auth, adapter);
    return this.commands.execute(new DeleteRecordsCommand(auth.tenant, catalog.catalogId, body.ids, auth.userId));
  }

  @Delete(':id')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Delete a record (002 §7): it leaves the lists and can be undeleted with every version' })
  @ApiResponse({ status: 200, description: '{ deleted: 1, or 0 when it was deleted already, position }' })
  @ApiResponse({ status: 404, description: 'no such catalog or record' })
  async deleteOne(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Param('id', zodParam(recordIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<RecordsDeleted> {
    const catalog = await this.access.catalog(auth, adapter);
    return this.commands.execute(new DeleteRecordsCommand(auth.tenant, catalog.catalogId, [id], auth.userId));
  }
}
