export interface UrlTokens {
  token: string;
  refreshToken?: string;
  /** The token came in query `external`: the session checks it with isExternalToken. */
  external?: boolean;
}

/**
 * Query t outside /confirm (specification §2.3, and where OAuth sign-in comes back to: `/{t}/?t=base64(JSON)`):
 * base64 (or base64url) JSON holding the token itself or `{ token, refreshToken }`.
 */
export function decodeUrlTokens(t: string | null | undefined): UrlTokens | undefined {
  if (!t) return undefined;
  try {
    const value: unknown = JSON.parse(atob(t.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof value === 'string' && value) return { token: value };
    const { token, refreshToken } = (value ?? {}) as { token?: unknown; refreshToken?: unknown };
    if (typeof token === 'string' && token)
      return { token, refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : undefined };
  } catch {
    // Not base64 JSON (a link mangled by a mail client): ignored, the stored token may still work.
  }
  return undefined;
}

/**
 * Takes the session tokens a URL brings (query t, or query external when it carries a token rather than being a
 * bare flag) and returns them with the search string without them, so a token never stays in the address bar or
 * the history. The session checks them before the stored ones (a refused link does not cost the stored session);
 * an external token is marked so, because it is checked with isExternalToken (specification §7).
 * /confirm keeps its t: there it is the plain token of the create-password screen.
 */
export function takeUrlTokens(
  workspace: string,
  pathname: string,
  search: string,
): { search: string; tokens?: UrlTokens } {
  if (pathname.replace(/\/+$/, '').endsWith(`/${workspace}/confirm`)) return { search };
  const params = new URLSearchParams(search);
  const fromT = decodeUrlTokens(params.get('t'));
  const external = params.get('external');
  const tokens = fromT ?? (external ? { token: external, external: true } : undefined);
  if (!tokens) return { search };
  params.delete('t');
  // The bare flag stays: /{t}/{catalog}/{record}/{app}?external is how external pages are addressed.
  if (params.get('external')) params.set('external', '');
  const rest = params.toString().replace(/external=(&|$)/, 'external$1');
  return { search: rest ? `?${rest}` : '', tokens };
}
