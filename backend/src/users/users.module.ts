import { Module } from '@nestjs/common';
import { AcceptTermsHandler } from './accept-terms/accept-terms.handler';
import { CreateUserController } from './create-user/create-user.controller';
import { CreateUserHandler } from './create-user/create-user.handler';
import { DeleteUserController } from './delete-user/delete-user.controller';
import { DeleteUserHandler } from './delete-user/delete-user.handler';
import { ListUsersController } from './list-users/list-users.controller';
import { ListUsersHandler } from './list-users/list-users.handler';
import { ResetUserPasswordController } from './reset-user-password/reset-user-password.controller';
import { SetUserPasswordHandler } from './set-user-password/set-user-password.handler';
import { UpdateUserController } from './update-user/update-user.controller';
import { UpdateUserHandler } from './update-user/update-user.handler';

/** Users of a workspace: the administrators' API (000 §7 /api/users), terms acceptance, mail uniqueness. */
@Module({
  controllers: [
    ListUsersController,
    CreateUserController,
    UpdateUserController,
    DeleteUserController,
    ResetUserPasswordController,
  ],
  providers: [
    CreateUserHandler,
    SetUserPasswordHandler,
    UpdateUserHandler,
    AcceptTermsHandler,
    DeleteUserHandler,
    ListUsersHandler,
  ],
})
export class UsersModule {}
