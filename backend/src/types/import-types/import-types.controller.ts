import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { uploadUrlSchema } from '../import-uploads';
import { IMPORT_LOGICS } from './import-plan';
import { ImportTypesCommand, type ImportTypesResult } from './import-types.command';

const importBody = z.strictObject({ url: uploadUrlSchema, logic: z.enum(IMPORT_LOGICS) });

@ApiTags('types')
@Controller(':tenancy/api/types/import')
export class ImportTypesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Import an uploaded file (001 §7): each element created, kept or replaced by name as `logic` says ' +
      '(existing: the workspace keeps its element; imported: the import wins, one version per element; restore, ' +
      'dev add-on only: the workspace gets exactly the imported elements), all written together or none',
  })
  @ApiResponse({ status: 201, description: '{ position, created, updated, skipped, deleted }' })
  @ApiResponse({
    status: 400,
    description: 'a wrong logic, restore without the dev add-on, or a file that is not a safe, valid export',
  })
  @ApiResponse({ status: 404, description: 'no such upload in this workspace' })
  @ApiResponse({ status: 409, description: 'an element saved by someone else while the import ran' })
  import(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(importBody)) body: z.output<typeof importBody>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<ImportTypesResult> {
    return this.commands.execute(new ImportTypesCommand(tenancy, body.url, body.logic, auth.userId));
  }
}
