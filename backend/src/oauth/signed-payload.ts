import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A compact, tamper-proof, expiring payload: `base64url(json).base64url(hmac-sha256)`. The purpose
 * is part of what is signed, so a sign-in state can never pass for an identity token or the reverse.
 */
export function signPayload(
  key: Buffer,
  purpose: string,
  payload: object,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, purpose, exp: Math.floor(now / 1000) + ttlSeconds })).toString(
    'base64url',
  );
  return `${body}.${mac(key, body)}`;
}

/** The payload, or null when the value is malformed, altered, for another purpose or expired. */
export function verifyPayload<T>(key: Buffer, purpose: string, value: string, now = Date.now()): T | null {
  if (value.length > 8192) return null;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: { purpose?: unknown; exp?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return null;
  }
  if (parsed.purpose !== purpose || typeof parsed.exp !== 'number' || parsed.exp * 1000 < now) return null;
  return parsed as T;
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
