import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../shared/config/app-config';
import type { Sealed } from './integration.events';

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 96-bit IV per secret. The context (workspace, provider, field) is authenticated data:
 * a sealed value copied into another workspace's or field's event does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of exactly 32 bytes for AES-256, whatever the configured text looks like.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'document-storage', 'secrets-at-rest', 32));
  }

  seal(plaintext: string, context: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or null when the value was altered, sealed for another context or with another key. */
  open(sealed: Sealed, context: string): string | null {
    const [version, iv, ciphertext, tag, extra] = sealed.split('.');
    if (version !== VERSION || !iv || ciphertext === undefined || !tag || extra !== undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export const SECRETS_KEY_FILE = 'secrets-key';

/**
 * SECRETS_KEY when set (32 characters or more); otherwise, as AUTH_SECRET does, a random key made once and kept in
 * DATA_DIR/secrets-key (mode 0600) — with a warning, because a key beside the data protects nothing against whoever
 * copies the data folder.
 */
export function loadSecretsKey(env: Env, dataDir: string, warn: (message: string) => void): string {
  const fromEnv = env.SECRETS_KEY?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters long');
    return fromEnv;
  }
  const file = join(dataDir, SECRETS_KEY_FILE);
  warn(
    `SECRETS_KEY is not set: integration secrets are encrypted with a key kept in ${file}. ` +
      'Set SECRETS_KEY (kept apart from the data) in production.',
  );
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
