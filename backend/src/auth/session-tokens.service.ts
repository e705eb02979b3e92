import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { createSecretKey, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '../shared/auth/auth-metadata';
import type { SignInMethod } from '../shared/domain/sign-in-methods';
import type { CommandResult } from '../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { findLiveUser } from '../users';
import type { SessionEndReason, SessionEvent } from './auth.events';
import { SessionStream } from './auth.streams';
import { AUTH_SETTINGS, type AuthSettings } from './auth-settings';
import { familyOfRefreshToken, makeRefreshToken, sha256Hex } from './opaque-token';
import { decideEndSession, decideRefresh, type SessionState } from './session/session.decide';

export interface AccessClaims {
  tenant: string;
  sub: string;
  isAdmin: boolean;
  isExternal: boolean;
  linkId?: string;
  /** The refresh-token family this access token was issued for. */
  session: string;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

export interface SessionUser {
  userId: string;
  isAdmin: boolean;
  isExternal: boolean;
}

export interface IssueOptions {
  method: SignInMethod;
  visitorId?: string;
  linkId?: string;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/**
 * Short-lived JWT access tokens and rotating refresh tokens, one event-sourced family per sign-in.
 * Tokens are never logged and refresh tokens are stored only as sha256 hashes.
 */
@Injectable()
export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {
    this.jwt = new JwtService({
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public key
      // on every verify (about 0.6 ms each), which every authenticated request would pay.
      secret: createSecretKey(Buffer.from(settings.secret)),
      signOptions: { algorithm: 'HS256', expiresIn: settings.accessTokenTtlSeconds },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  /** Starts a session (SessionStarted) and returns its first access and refresh tokens. */
  async issue(tenant: string, user: SessionUser, opts: IssueOptions): Promise<IssuedTokens> {
    const familyId = randomUUID();
    const refreshToken = makeRefreshToken(familyId);
    const expiresAt = new Date(Date.now() + this.settings.refreshTokenTtlSeconds * 1000).toISOString();
    await this.run(tenant, familyId, user.userId, () => [
      {
        type: 'SessionStarted',
        data: {
          familyId,
          userId: user.userId,
          method: opts.method,
          ...(opts.visitorId ? { visitorId: opts.visitorId } : {}),
          ...(opts.linkId ? { linkId: opts.linkId } : {}),
          refreshTokenHash: sha256Hex(refreshToken),
          expiresAt,
        },
      },
    ]);
    return { token: this.sign(tenant, user, familyId, opts.linkId), refreshToken };
  }

  /** Verifies signature and expiry only; the guard also checks the session and the user. */
  verifyAccessToken(token: string): AccessCheck {
    try {
      const claims = this.jwt.verify<AccessClaims & { exp: number }>(token);
      // A token without an expiry would never expire: only tokens this service signed (always with one) pass.
      const valid =
        typeof claims.exp === 'number' &&
        typeof claims.tenant === 'string' &&
        typeof claims.sub === 'string' &&
        typeof claims.session === 'string';
      return valid ? { ok: true, claims } : { ok: false, expired: false };
    } catch (error) {
      return { ok: false, expired: (error as Error).name === 'TokenExpiredError' };
    }
  }

  /**
   * Exchanges the family's current refresh token for a new pair. A token the family issued and has since
   * rotated ends it (reuse detection); a value it never issued ends nothing. Every failure is the same 401
   * so nothing is revealed about the family.
   */
  async refresh(tenant: string, refreshToken: string): Promise<IssuedTokens & { userId: string }> {
    const familyId = familyOfRefreshToken(refreshToken);
    if (!familyId) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const nextToken = makeRefreshToken(familyId);
    let outcome = 'unknown';
    let userId = '';
    let linkId: string | undefined;
    const attempt = () =>
      this.run(tenant, familyId, null, (state) => {
        const decision = decideRefresh(state, {
          presentedHash: sha256Hex(refreshToken),
          newHash: sha256Hex(nextToken),
          now: new Date(),
        });
        outcome = decision.outcome;
        userId = state.userId;
        linkId = state.linkId;
        return decision.events;
      });
    // Two refreshes racing with one token: the loser decides again on the new state, where its token is
    // no longer current, so it counts as reuse, exactly as if it had come second.
    await attempt().catch((error: unknown) => {
      if (error instanceof ConcurrencyConflictError) return attempt();
      throw error;
    });
    if (outcome !== 'rotated') throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { view, live } = await findLiveUser(this.store, this.readModels, tenant, userId);
    if (!live) {
      await this.end(tenant, familyId, 'userDeleted');
      throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    }
    const user = { userId, isAdmin: view?.isAdmin ?? false, isExternal: view?.isExternal ?? false };
    return { token: this.sign(tenant, user, familyId, linkId), refreshToken: nextToken, userId };
  }

  /** Ends a family; its refresh tokens stop working at once, its access tokens at the guard's next check. */
  end(
    tenant: string,
    familyId: string,
    reason: SessionEndReason,
    actorId: string | null = null,
  ): Promise<CommandResult> {
    return this.run(tenant, familyId, actorId, (state) => decideEndSession(state, reason));
  }

  private sign(tenant: string, user: SessionUser, familyId: string, linkId?: string): string {
    const claims: Omit<AccessClaims, 'sub'> = {
      tenant,
      isAdmin: user.isAdmin,
      isExternal: user.isExternal,
      session: familyId,
      ...(linkId ? { linkId } : {}),
    };
    return this.jwt.sign(claims, { subject: user.userId });
  }

  private run(
    tenant: string,
    familyId: string,
    actorId: string | null,
    decide: (state: SessionState) => SessionEvent[],
  ): Promise<CommandResult> {
    return SessionStream.run(this.store, { tenant, id: familyId, actorId }, decide);
  }
}
