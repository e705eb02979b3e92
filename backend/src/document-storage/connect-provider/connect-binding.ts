import type { Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'integration_nonce';
const cookiePath = (tenant: string, slug: string) => `/${tenant}/api/integrations/${slug}`;

/**
 * Ties a connect flow to the administrator's browser: a nonce in the signed state and in an HttpOnly cookie scoped to
 * the provider's routes. A callback URL someone else obtained (connecting the victim's workspace to the attacker's
 * account) arrives without the cookie and is refused. SameSite=Lax still sends it on the provider's redirect back.
 */
export function bindConnectToBrowser(res: Response, tenant: string, slug: string, secure: boolean, ttlSeconds: number) {
  const nonce = randomBytes(18).toString('base64url');
  res.cookie(COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: cookiePath(tenant, slug),
    maxAge: ttlSeconds * 1000,
  });
  return nonce;
}

export function isConnectBrowser(req: Request, nonce: string): boolean {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!cookie || cookie.length !== nonce.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(nonce));
}

export function clearConnectBinding(res: Response, tenant: string, slug: string): void {
  res.clearCookie(COOKIE, { path: cookiePath(tenant, slug) });
}
