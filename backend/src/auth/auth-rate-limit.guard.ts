import { applyDecorators, HttpException, HttpStatus, Injectable, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Counts attempts per client address and workspace (AUTH_RATE_LIMIT a minute on each endpoint), so one
 * busy workspace behind a shared address does not lock out another.
 */
@Injectable()
export class AuthRateLimitGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const ip = String(req.ip ?? (req.socket as { remoteAddress?: string } | undefined)?.remoteAddress ?? 'unknown');
    const tenancy = String((req.params as Record<string, unknown> | undefined)?.tenancy ?? '');
    return Promise.resolve(`${ip}|${tenancy}`);
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new HttpException({ message: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Rate-limited endpoint: 429 { message: TOO_MANY_ATTEMPTS } past the limit. */
export function AuthRateLimit(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(AuthRateLimitGuard),
    ApiResponse({ status: 429, description: `{ message: '${TOO_MANY_ATTEMPTS}' }` }),
  );
}
