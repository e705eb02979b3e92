import { Module } from '@nestjs/common';
import { CreateUserHandler } from './create-user/create-user.handler';
import { SetUserPasswordHandler } from './set-user-password/set-user-password.handler';

/** Users of a workspace; only what the CLI and the demo need so far (sign-in and /api/users come with access). */
@Module({ providers: [CreateUserHandler, SetUserPasswordHandler] })
export class UsersModule {}
