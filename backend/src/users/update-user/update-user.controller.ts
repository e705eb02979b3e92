import { BadRequestException, Body, Controller, ForbiddenException, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AUTH_MESSAGES } from '../../shared/auth/auth-metadata';
import { Authenticated, CurrentAuth, ExternalAllowed } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import type { UserView } from '../user-view';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { AcceptTermsCommand } from '../accept-terms/accept-terms.command';
import { userIdParam, userUpdateSchema, type UserUpdateBody } from '../users-http';
import { userViewAfter } from '../user-views';
import { UpdateUserCommand, type UserChanges } from './update-user.command';
import type { Projections } from '../../shared/projections/projections';

export const ID_MISMATCH = 'The _id in the body must be the user in the path.';
export const TERMS_ONLY_FOR_SELF = 'Only the user themselves can accept the terms of service.';

const changesOf = ({ name, mail, isAdmin, permissions }: UserUpdateBody): UserChanges => ({
  ...(name !== undefined ? { name } : {}),
  ...(mail !== undefined ? { mail } : {}),
  ...(isAdmin !== undefined ? { isAdmin } : {}),
  ...(permissions !== undefined ? { permissions } : {}),
});

/**
 * Two uses of one call (000 §7): an administrator's edit, and any signed-in user (external ones too)
 * accepting the terms by sending their full user object with `lastAccepted`; the time recorded is the
 * server's, whatever the client sent. With `lastAccepted` nothing else of the object is used: the terms
 * modal sends the user as the session loaded it, and an administrator may have edited them since (a
 * stale name or role must not undo that edit).
 */
@ApiTags('users')
@Controller(':tenancy/api/users')
export class UpdateUserController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Put(':id')
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({ summary: 'Edit a user (administrators) or accept the terms (the user, with lastAccepted)' })
  @ApiResponse({ status: 200, description: 'the updated user (UserView)' })
  @ApiResponse({
    status: 403,
    description: 'a non-administrator without lastAccepted, or lastAccepted for someone else',
  })
  async update(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(userIdParam, 'id')) id: string,
    @Body(zodBody(userUpdateSchema)) body: UserUpdateBody,
    @CurrentAuth() auth: AuthContext,
  ): Promise<UserView> {
    if (body._id !== undefined && body._id !== id) throw new BadRequestException(ID_MISMATCH);
    if (body.lastAccepted !== undefined) {
      if (id !== auth.userId) throw new ForbiddenException(TERMS_ONLY_FOR_SELF);
      const { position } = await this.commands.execute(new AcceptTermsCommand(tenancy, id));
      return userViewAfter(this.runner, this.readModels, tenancy, id, position);
    }
    if (!auth.isAdmin) throw new ForbiddenException(AUTH_MESSAGES.adminOnly);
    const changes = changesOf(body);
    let position = 0;
    if (Object.keys(changes).length > 0) {
      position = (await this.commands.execute(new UpdateUserCommand(tenancy, id, changes, auth.userId))).position;
    }
    return userViewAfter(this.runner, this.readModels, tenancy, id, position);
  }
}
