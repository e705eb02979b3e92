/** The providers of the sign-in choice screen (specification §2.4), as the server's /api/auth/{provider} names them. */
export type SocialProvider = 'google' | 'facebook' | 'microsoft';

/**
 * The URL a social button sends the whole page to. Without the external flag it carries collection and app from
 * the 3rd and 4th path segments and external=1 (as specified); the Microsoft button of an external visit
 * carries back_url, the page origin.
 */
export function socialRedirectUrl(
  provider: SocialProvider,
  pathname: string,
  external: boolean,
  origin: string,
): string {
  const query = new URLSearchParams();
  if (external) {
    if (provider === 'microsoft') query.set('back_url', origin);
  } else {
    const segments = pathname.split('/').filter(Boolean);
    if (segments[2]) query.set('collection', segments[2]);
    if (segments[3]) query.set('app', segments[3]);
    if (segments[2] || segments[3]) query.set('external', '1');
  }
  const search = query.toString();
  return `/api/auth/${provider}${search ? `?${search}` : ''}`;
}
