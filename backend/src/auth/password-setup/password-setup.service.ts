import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { LINK_INVALID } from '../auth-messages';
import { AUTH_SETTINGS, type AuthSettings } from '../auth-settings';
import type { PasswordSetupEvent, PasswordSetupPurpose } from '../auth.events';
import { PasswordSetupStream } from '../auth.streams';
import { randomToken, sha256Hex } from '../opaque-token';
import {
  decideCompletePasswordSetup,
  decideRequestPasswordSetup,
  type PasswordSetupState,
} from './password-setup.decide';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One-time password links (registration confirmation, reset): only the token's sha256 is stored. */
@Injectable()
export class PasswordSetupLinks {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  async request(tenant: string, userId: string, purpose: PasswordSetupPurpose): Promise<string> {
    const token = randomToken();
    const tokenHash = sha256Hex(token);
    const ttl = purpose === 'reset' ? this.settings.resetTokenTtlSeconds : this.settings.confirmTokenTtlSeconds;
    const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    await this.run(tenant, tokenHash, (state) =>
      decideRequestPasswordSetup(state, { userId, tokenHash, expiresAt, purpose }),
    );
    return token;
  }

  /** Whose link this is, if it can still be used; appends nothing (checks come before using it up). */
  async userOf(tenant: string, token: string): Promise<string> {
    if (!TOKEN.test(token)) throw invalid(LINK_INVALID);
    const tokenHash = sha256Hex(token);
    const { state } = await PasswordSetupStream.load(this.store, tenant, tokenHash);
    decideCompletePasswordSetup(state, { tokenHash, now: new Date() });
    return state.userId;
  }

  /** Uses the link up (PasswordSetupCompleted) and answers whose it was; a second use is refused. */
  async complete(tenant: string, token: string): Promise<string> {
    if (!TOKEN.test(token)) throw invalid(LINK_INVALID);
    const tokenHash = sha256Hex(token);
    let userId = '';
    await this.run(tenant, tokenHash, (state) => {
      userId = state.userId;
      return decideCompletePasswordSetup(state, { tokenHash, now: new Date() });
    });
    return userId;
  }

  private run(tenant: string, tokenHash: string, decide: (state: PasswordSetupState) => PasswordSetupEvent[]) {
    return PasswordSetupStream.run(this.store, { tenant, id: tokenHash, actorId: null }, decide);
  }
}
