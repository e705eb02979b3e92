import { createHash, randomBytes } from 'node:crypto';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

const REFRESH = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/**
 * A refresh token is `{familyId}.{256 random bits}`: opaque to clients, and the family part lets the server
 * load the family's stream directly (no lookup that could lag behind). Only its sha256 is stored.
 */
export const makeRefreshToken = (familyId: string) => `${familyId}.${randomToken()}`;

export function familyOfRefreshToken(token: string): string | null {
  const match = REFRESH.exec(token);
  return match ? match[1] : null;
}
