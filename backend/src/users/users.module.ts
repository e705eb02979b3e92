import { Module } from '@nestjs/common';
import { AcceptTermsHandler } from './accept-terms/accept-terms.handler';
import { CreateGroupController } from './create-group/create-group.controller';
import { CreateGroupHandler } from './create-group/create-group.handler';
import { DeleteGroupController } from './delete-group/delete-group.controller';
import { DeleteGroupHandler } from './delete-group/delete-group.handler';
import { ListGroupsController } from './list-groups/list-groups.controller';
import { UpdateGroupController } from './update-group/update-group.controller';
import { UpdateGroupHandler } from './update-group/update-group.handler';
import { CreateUserController } from './create-user/create-user.controller';
import { CreateUserHandler } from './create-user/create-user.handler';
import { DeleteUserController } from './delete-user/delete-user.controller';
import { DeleteUserHandler } from './delete-user/delete-user.handler';
import { LinkExternalIdentityHandler } from './link-external-identity/link-external-identity.handler';
import { ListUsersController } from './list-users/list-users.controller';
import { ListUsersHandler } from './list-users/list-users.handler';
import { RecordSignInHandler } from './record-sign-in/record-sign-in.handler';
import { SetUserPasswordHandler } from './set-user-password/set-user-password.handler';
import { UpdateUserController } from './update-user/update-user.controller';
import { UpdateUserHandler } from './update-user/update-user.handler';

/**
 * Users of a workspace: the administrators' API (000 §7 /api/users), terms acceptance, mail uniqueness, and
 * the commands other contexts send the user stream's only writer (sign-ins, linked identities, passwords), and
 * notification groups (002 §3 Group).
 */
@Module({
  controllers: [
    ListUsersController,
    CreateUserController,
    UpdateUserController,
    DeleteUserController,
    ListGroupsController,
    CreateGroupController,
    UpdateGroupController,
    DeleteGroupController,
  ],
  providers: [
    CreateUserHandler,
    SetUserPasswordHandler,
    UpdateUserHandler,
    AcceptTermsHandler,
    DeleteUserHandler,
    ListUsersHandler,
    RecordSignInHandler,
    LinkExternalIdentityHandler,
    CreateGroupHandler,
    UpdateGroupHandler,
    DeleteGroupHandler,
  ],
})
export class UsersModule {}
