import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { saveCatalogsSchema } from '../catalogs-http';
import { SaveCatalogsCommand, type CatalogSave, type CatalogsSavedAnswer } from './save-catalogs.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections')
export class SaveCatalogsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Save the catalog administration (002 §4 Save): each changed catalog gets one event with what changed and ' +
      'what it replaced; positions given reorder the list and every catalog is renumbered; all or nothing',
  })
  @ApiResponse({ status: 200, description: '{ collections: every catalog after the save, in list order, position }' })
  @ApiResponse({
    status: 400,
    description: 'an unknown key, a value out of bounds, a catalog listed twice, a new name',
  })
  @ApiResponse({ status: 404, description: 'a catalog that does not exist (or was deleted)' })
  @ApiResponse({ status: 409, description: 'a catalog saved by someone else since the version sent, or meanwhile' })
  save(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(saveCatalogsSchema)) body: z.output<typeof saveCatalogsSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CatalogsSavedAnswer> {
    const catalogs: CatalogSave[] = body.collections.map(({ type: _type, lastModified: _at, ...save }) => save);
    return this.commands.execute(new SaveCatalogsCommand(tenancy, catalogs, auth.userId));
  }
}
