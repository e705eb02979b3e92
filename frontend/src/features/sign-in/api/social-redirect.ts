/** The providers of the sign-in choice screen (specification §2.4), as the server's /api/auth/{provider} names them. */
export type SocialProvider = 'google' | 'facebook' | 'microsoft';

/**
 * The URL a social button sends the whole page to (the one builder; the sign-in choice machine uses it).
 * Without the external flag it carries collection and app, the 3rd and 4th entries of `pathname.split('/')`
 * (`/{tenancy}/{adapter}/{application}` → collection = adapter, app = application), and external=1; on
 * `/{tenancy}/login` there is nothing to carry. The Microsoft button of an external visit carries back_url, the
 * page origin; on a catalog's external link (`/{tenancy}/{catalog}/{app}?external`, exactly those segments) it
 * carries collection, app and external=1 too, so the server can register a stranger there as an external user
 * and return them to the link, as the e-mail registration does (docs/decisions.md §20). A record's address
 * (`/{t}/{catalog}/{id}/{app}`) carries none of them: its 3rd and 4th segments are not a catalog and an app.
 */
export function socialRedirectUrl(
  provider: SocialProvider,
  tenancy: string,
  pathname: string,
  external: boolean,
  origin: string,
): string {
  const query = new URLSearchParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const [, , collection, app] = segments;
  const carriesLink = collection && app && (!external || segments.length === 4);
  if (carriesLink) {
    query.set('collection', collection);
    query.set('app', app);
    query.set('external', '1');
  }
  if (external && provider === 'microsoft') query.set('back_url', origin);
  const search = query.toString();
  // §7: relative to the workspace's API base, /{tenancy}/api/auth/{provider}.
  return `/${encodeURIComponent(tenancy)}/api/auth/${provider}${search ? `?${search}` : ''}`;
}
