import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authSettingsFromEnv, loadAuthSecret, parseDuration } from './auth-settings';

describe('auth settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'auth-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a 256-bit secret once, keeps it in DATA_DIR/auth-secret readable by the owner only, and reuses it', () => {
    const first = loadAuthSecret({}, dir);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadAuthSecret({}, dir)).toBe(first);
  });

  it('prefers AUTH_SECRET and refuses a short one', () => {
    const secret = 's'.repeat(40);
    expect(loadAuthSecret({ AUTH_SECRET: secret }, dir)).toBe(secret);
    expect(() => loadAuthSecret({ AUTH_SECRET: 'short' }, dir)).toThrow('at least 32 characters');
  });

  it('reads durations and defaults (15 min access, 24 h reset, 7 days confirmation, 10 attempts)', () => {
    expect(parseDuration('X', '90s', 1)).toBe(90);
    expect(parseDuration('X', '15m', 1)).toBe(900);
    expect(parseDuration('X', '7d', 1)).toBe(604800);
    expect(() => parseDuration('ACCESS_TOKEN_TTL', 'soon', 1)).toThrow('ACCESS_TOKEN_TTL must be a duration');
    expect(authSettingsFromEnv({}, dir)).toMatchObject({
      accessTokenTtlSeconds: 900,
      resetTokenTtlSeconds: 86400,
      confirmTokenTtlSeconds: 604800,
      rateLimit: 10,
    });
    expect(() => authSettingsFromEnv({ AUTH_RATE_LIMIT: '0' }, dir)).toThrow('AUTH_RATE_LIMIT');
  });
});
