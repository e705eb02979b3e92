import { applyDecorators, Inject, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { AuthRateLimitGuard, TOO_MANY_ATTEMPTS } from '../auth-rate-limit.guard';
import { SessionTokens } from '../session-tokens.service';

/**
 * /api/isAuth/ runs on every application start, so it is not limited as such: checking a token costs
 * little and reveals nothing. But with an expired access token and a refresh token it rotates the
 * refresh token, as /auth/refresh does, appending an event each time; those calls are counted like
 * refresh (AUTH_RATE_LIMIT a minute per client address and workspace), so isAuth is no way around
 * refresh's limit.
 */
@Injectable()
export class RotationRateLimitGuard extends AuthRateLimitGuard {
  // Property injection: ThrottlerGuard's constructor takes the throttler's own dependencies.
  @Inject(SessionTokens) private readonly tokens!: SessionTokens;

  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const { body } = context.switchToHttp().getRequest<{ body?: { token?: unknown; refreshToken?: unknown } }>();
    if (typeof body?.token !== 'string' || typeof body.refreshToken !== 'string') return Promise.resolve(true);
    const check = this.tokens.verifyAccessToken(body.token);
    return Promise.resolve(check.ok || !check.expired);
  }
}

/** Rate-limited when the call would rotate a refresh token: 429 { message: TOO_MANY_ATTEMPTS }. */
export function RotationRateLimit(): MethodDecorator {
  return applyDecorators(
    UseGuards(RotationRateLimitGuard),
    ApiResponse({ status: 429, description: `{ message: '${TOO_MANY_ATTEMPTS}' } (only calls that would rotate)` }),
  );
}
