import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ProjectionRunner } from '@app/projections';
import { SessionTokens } from '../auth/session-tokens.service';
import { PROJECTION_RUNNER } from '../shared/storage/tokens';
import { CreateUserCommand, type NewUser } from './create-user/create-user.command';
import { SetUserPasswordCommand } from './set-user-password/set-user-password.command';

/**
 * A user created through the real command (mail reserved), with a password if given, projected, and an
 * access token issued by the auth context's real SessionTokens: for the roles the demo has no account for.
 */
export async function userWithToken(
  app: INestApplication,
  tenant: string,
  user: Partial<NewUser> & { mail: string },
  password?: string,
): Promise<{ userId: string; token: string }> {
  const commands = app.get(CommandBus);
  const full: NewUser = { name: 'Someone', isAdmin: false, isExternal: false, type: 'default', ...user };
  const created = await commands.execute(new CreateUserCommand(tenant, full, null));
  let position = created.position;
  if (password) {
    position = (await commands.execute(new SetUserPasswordCommand(tenant, created.userId, password, null))).position;
  }
  await app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000);
  const { token } = await app
    .get(SessionTokens)
    .issue(
      tenant,
      { userId: created.userId, isAdmin: full.isAdmin, isExternal: full.isExternal },
      { method: 'password' },
    );
  return { userId: created.userId, token };
}

/** A response body; tests assert its shape with expect(), so it is not typed here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = async (response: Response | Promise<Response>): Promise<any> => (await response).json();
