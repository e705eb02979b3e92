import { Body, Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { userIdParam } from '../users-http';
import { DeleteUserCommand } from './delete-user.command';

@ApiTags('users')
@Controller(':tenancy/api/users')
export class DeleteUserController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a user: they can no longer sign in; their events stay for auditors' })
  @ApiResponse({ status: 200, description: '{ position, revision, appended }' })
  @ApiResponse({ status: 400, description: 'an administrator deleting their own account' })
  @ApiResponse({ status: 404, description: 'no such user' })
  delete(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(userIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CommandResult> {
    return this.commands.execute(new DeleteUserCommand(tenancy, id, auth.userId));
  }
}
