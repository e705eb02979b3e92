import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { READ_MODELS } from '../../shared/storage/tokens';
import { findPasswordHash } from '../../users';
import { hashPassword, verifyPassword } from '../../users';
import { RecordSignInCommand } from '../../users';
import { BAD_CREDENTIALS } from '../auth-messages';
import { requireActiveWorkspace } from '../auth-workspace';
import { SessionTokens, type IssuedTokens } from '../session-tokens.service';
import { findUserByMail, type UserView } from '../../users';

export type SignedIn = IssuedTokens & { user: UserView };

/** E-mail and password sign-in: argon2id verify, UserSignedIn, a new session. */
@Injectable()
export class SignInService {
  /** Verified against for unknown addresses, so they take as long as known ones. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly commands: CommandBus,
    private readonly tokens: SessionTokens,
  ) {}

  async signIn(tenant: string, email: string, password: string, visitorId?: string): Promise<SignedIn> {
    await requireActiveWorkspace(this.readModels, tenant);
    const user = await findUserByMail(this.readModels, tenant, email);
    const passwordHash = user ? await findPasswordHash(this.readModels, tenant, user._id) : null;
    const matches = await verifyPassword(passwordHash ?? (await this.dummy()), password).catch(() => false);
    if (!user || !passwordHash || !matches) throw new UnauthorizedException(BAD_CREDENTIALS);
    return this.startSession(tenant, user, 'password', visitorId);
  }

  /** Records the sign-in and issues the tokens; also the end of set-password (the link signs the user in). */
  async startSession(tenant: string, user: UserView, method: 'password', visitorId?: string): Promise<SignedIn> {
    const { at } = await this.commands.execute(new RecordSignInCommand(tenant, user._id, method));
    const issued = await this.tokens.issue(
      tenant,
      { userId: user._id, isAdmin: user.isAdmin, isExternal: user.isExternal },
      { method, visitorId },
    );
    return { ...issued, user: { ...user, lastLogin: at } };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
    return this.dummyHash;
  }
}
