import { http } from '../../../lib/http/http';
import type { LinkAnswer, LinkSignInAnswer } from '../machines/link-landing.machine';

/** GET /{tenancy}/api/links/{IdLink}: a 404 is the 'not found' screen, not a toast. */
export function getLink(workspace: string, linkId: string) {
  return http.request<LinkAnswer>(`/api/links/${encodeURIComponent(linkId)}`, { workspace, notify: false });
}

/** POST /{tenancy}/api/auth/registrationByLink: the server's error text is shown as it is (§8). */
export function registerByLink(
  workspace: string,
  input: { linkId: string; user: { email: string; name?: string; pass: string } },
) {
  return http.request<LinkSignInAnswer>('/api/auth/registrationByLink', {
    workspace,
    method: 'POST',
    body: input,
    notify: false,
  });
}

/** POST /{tenancy}/api/auth/signinByLink. */
export function signInByLink(
  workspace: string,
  input: { linkId: string; user: { email: string; password: string }; visitorId: string },
) {
  return http.request<LinkSignInAnswer>('/api/auth/signinByLink', {
    workspace,
    method: 'POST',
    body: { linkId: input.linkId, user: input.user, visitorId: input.visitorId },
    notify: false,
  });
}

/**
 * The record behind a link (§7 GET /api/collections/{catalogName}/items/{recordId}). The records area does not
 * exist yet, so the link's own names stand for the record and the landing always continues to the record page.
 */
export async function getLinkedRecord(input: { catalogName: string; recordId: string }) {
  return { _id: input.recordId, catalogName: input.catalogName };
}
