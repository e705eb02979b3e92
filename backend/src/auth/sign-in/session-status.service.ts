import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { AccessTokens } from '../access-tokens/access-tokens.service';
import { SessionTokens } from '../session-tokens.service';
import { findUserView, type UserView } from '../../users';
import { findLiveUser } from '../../users';

export type IsAuthAnswer =
  { isAuth: false } | { isAuth: true; user: UserView | null; token?: string; refreshToken?: string };

/**
 * /api/isAuth/: a valid access token answers the user; an expired one with a valid refresh token answers
 * the user and a rotated pair; anything else is { isAuth: false } (the app shows the sign-in screen).
 */
@Injectable()
export class SessionStatusService {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly tokens: SessionTokens,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async check(tenant: string, token: string, refreshToken?: string): Promise<IsAuthAnswer> {
    const checked = this.tokens.verifyAccessToken(token);
    if (checked.ok) {
      const access = await this.accessTokens.resolve(token, tenant).catch(() => null);
      if (!access) return { isAuth: false };
      return { isAuth: true, user: await findUserView(this.readModels, tenant, access.auth.userId) };
    }
    if (!checked.expired || !refreshToken) return { isAuth: false };
    const rotated = await this.tokens.refresh(tenant, refreshToken).catch(() => null);
    if (!rotated) return { isAuth: false };
    const { view } = await findLiveUser(this.store, this.readModels, tenant, rotated.userId);
    return { isAuth: true, user: view, token: rotated.token, refreshToken: rotated.refreshToken };
  }
}
