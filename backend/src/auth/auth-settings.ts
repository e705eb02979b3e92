import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Env } from '../shared/config/app-config';

export interface AuthSettings {
  secret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  confirmTokenTtlSeconds: number;
  /** Attempts per minute per client address and workspace on each sign-in/registration/reset endpoint. */
  rateLimit: number;
  /** Origin used in mailed links; the request's origin when unset. */
  publicUrl: string | undefined;
}

export const AUTH_SETTINGS = Symbol('AUTH_SETTINGS');

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** '900', '90s', '15m', '24h', '7d' → seconds. */
export function parseDuration(name: string, raw: string | undefined, fallbackSeconds: number): number {
  const text = raw?.trim();
  if (!text) return fallbackSeconds;
  const match = /^(\d+)\s*([smhd]?)$/.exec(text);
  const seconds = match ? Number(match[1]) * UNITS[match[2] || 's'] : NaN;
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`${name} must be a duration like 900, 90s, 15m, 24h or 7d (got ${JSON.stringify(text)})`);
  }
  return seconds;
}

/**
 * AUTH_SECRET when set; otherwise a random 256-bit secret made once and kept in DATA_DIR/auth-secret
 * (mode 0600), so a restart does not sign everybody out.
 */
export function loadAuthSecret(env: Env, dataDir: string): string {
  const fromEnv = env.AUTH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export function rateLimitFromEnv(env: Env): number {
  const rateLimit = Number(env.AUTH_RATE_LIMIT?.trim() || 10);
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new Error(`AUTH_RATE_LIMIT must be a whole number of 1 or more (got ${JSON.stringify(env.AUTH_RATE_LIMIT)})`);
  }
  return rateLimit;
}

export function authSettingsFromEnv(env: Env, dataDir: string): AuthSettings {
  const rateLimit = rateLimitFromEnv(env);
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  return {
    secret: loadAuthSecret(env, dataDir),
    accessTokenTtlSeconds: parseDuration('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: parseDuration('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL, 30 * 86400),
    resetTokenTtlSeconds: parseDuration('RESET_TOKEN_TTL', env.RESET_TOKEN_TTL, 24 * 3600),
    confirmTokenTtlSeconds: parseDuration('CONFIRM_TOKEN_TTL', env.CONFIRM_TOKEN_TTL, 7 * 86400),
    rateLimit,
    publicUrl,
  };
}
