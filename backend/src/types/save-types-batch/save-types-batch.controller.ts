import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { SaveTypesBatchCommand, type TypesBatchResult } from './save-types-batch.command';
import { typesBatchSchema } from './types-batch';

@ApiTags('types')
@Controller(':tenancy/api/v2/types')
export class SaveTypesBatchController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      "Save the designer's pending changes (001 §7): elements and members added, updated or removed; each element " +
      'touched gets one new version, all written together or none',
  })
  @ApiResponse({ status: 201, description: '{ position, added: [{ _id, name, kind }], removed: [ids], versions }' })
  @ApiResponse({ status: 400, description: "a malformed item, a name against 001 §5's rules, a duplicate name" })
  @ApiResponse({ status: 404, description: 'an element that does not exist (or was deleted)' })
  @ApiResponse({ status: 409, description: 'an element saved by someone else since the version the author edited' })
  save(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(typesBatchSchema)) body: { items: SaveTypesBatchCommand['items'] },
    @CurrentAuth() auth: AuthContext,
  ): Promise<TypesBatchResult> {
    return this.commands.execute(new SaveTypesBatchCommand(tenancy, body.items, auth.userId));
  }
}
