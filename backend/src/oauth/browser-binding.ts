import type { Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'oauth_nonce';
const COOKIE_PATH = '/api/auth';

/**
 * Ties a sign-in to the browser that started it: a random nonce goes both in the signed state and in a
 * short-lived HttpOnly cookie. A callback URL someone else obtained (login CSRF: signing a victim into
 * the attacker's account) arrives without the cookie and is refused. SameSite=Lax still sends it on
 * the provider's top-level redirect back to the callback.
 */
export function bindToBrowser(res: Response, secure: boolean, maxAgeSeconds: number): string {
  const nonce = randomBytes(18).toString('base64url');
  res.cookie(COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge: maxAgeSeconds * 1000,
  });
  return nonce;
}

export function isSameBrowser(req: Request, nonce: unknown): boolean {
  if (typeof nonce !== 'string' || !nonce) return false;
  const cookie = readCookie(req.headers.cookie ?? '', COOKIE);
  if (!cookie || cookie.length !== nonce.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(nonce));
}

export function clearBinding(res: Response): void {
  res.clearCookie(COOKIE, { path: COOKIE_PATH });
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
