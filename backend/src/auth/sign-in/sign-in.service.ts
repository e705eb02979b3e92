import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { READ_MODELS, EVENT_STORE } from '../../shared/storage/tokens';
import { hashPassword, verifyPassword } from '../../users/password-hashing';
import { CREDENTIALS, USERS_PROJECTOR, userDocId, type CredentialDoc } from '../../users/users.projector';
import { BAD_CREDENTIALS } from '../auth-messages';
import { requireActiveWorkspace } from '../auth-workspace';
import { SessionTokens, type IssuedTokens } from '../session-tokens.service';
import { findUserByMail, type UserView } from '../user-view';
import { recordSignIn } from './record-sign-in';

export type SignedIn = IssuedTokens & { user: UserView };

/** E-mail and password sign-in: argon2id verify, UserSignedIn, a new session. */
@Injectable()
export class SignInService {
  /** Verified against for unknown addresses, so they take as long as known ones. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly tokens: SessionTokens,
  ) {}

  async signIn(tenant: string, email: string, password: string, visitorId?: string): Promise<SignedIn> {
    await requireActiveWorkspace(this.readModels, tenant);
    const user = await findUserByMail(this.readModels, tenant, email);
    const credential = user
      ? ((await this.readModels
          .reader(USERS_PROJECTOR)
          .get(CREDENTIALS, userDocId(tenant, user._id))) as CredentialDoc | null)
      : null;
    const hash = credential?.passwordHash ?? (await this.dummy());
    const matches = await verifyPassword(hash, password).catch(() => false);
    if (!user || !credential || !matches) throw new UnauthorizedException(BAD_CREDENTIALS);
    return this.startSession(tenant, user, 'password', visitorId);
  }

  /** Records the sign-in and issues the tokens; also the end of set-password (the link signs the user in). */
  async startSession(tenant: string, user: UserView, method: 'password', visitorId?: string): Promise<SignedIn> {
    const { at } = await recordSignIn(this.store, tenant, user._id, method);
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
