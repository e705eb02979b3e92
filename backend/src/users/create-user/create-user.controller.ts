import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import type { UserView } from '../user-view';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { newUserSchema, type NewUserBody } from '../users-http';
import { userViewAfter } from '../user-views';
import { CreateUserCommand } from './create-user.command';
import type { Projections } from '../../shared/projections/projections';

@ApiTags('users')
@Controller(':tenancy/api/users')
export class CreateUserController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Add a user (000 §3 New-user payload); sends no mail: RESET PASSWORD does' })
  @ApiResponse({ status: 201, description: 'the created user (UserView)' })
  @ApiResponse({ status: 400, description: "'From is not a valid email' or 'That name is empty'" })
  @ApiResponse({ status: 409, description: "'That email is taken. Try another.'" })
  async create(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(newUserSchema)) body: NewUserBody,
    @CurrentAuth() auth: AuthContext,
  ): Promise<UserView> {
    const { name, mail, isAdmin, type } = body;
    const result = await this.commands.execute(
      new CreateUserCommand(tenancy, { name, mail, isAdmin, isExternal: false, type }, auth.userId),
    );
    return userViewAfter(this.runner, this.readModels, tenancy, result.userId, result.position);
  }
}
