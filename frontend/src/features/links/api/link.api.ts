import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { HttpError } from '../../../lib/http/http-error';
import type { LinkAnswer, LinkSignInAnswer } from '../machines/link-landing.machine';

export const linkKeys = {
  all: ['link'] as const,
  byId: (workspace: string, linkId: string) => [...linkKeys.all, workspace, linkId] as const,
};

/** A 404 is the screen's 'not found' text; any other failure is a request error like every other (§8 toast). */
export const isLinkNotFound = (error: unknown) => (error as Partial<HttpError> | null)?.status === 404;

/** GET /{tenancy}/api/links/{IdLink}: a 404 is the 'not found' screen, not a toast; other failures are toasted. */
export function getLink(workspace: string, linkId: string, signal?: AbortSignal) {
  return http.request<LinkAnswer>(`/api/links/${encodeURIComponent(linkId)}`, {
    workspace,
    signal,
    notify: (error) => !isLinkNotFound(error),
  });
}

/** The link a signed-in person opens (/{tenancy}/links/{IdLink}); resolved afresh on each visit. */
export function linkOptions(workspace: string, linkId: string) {
  return queryOptions({
    queryKey: linkKeys.byId(workspace, linkId),
    queryFn: ({ signal }) => getLink(workspace, linkId, signal),
    staleTime: 0,
    gcTime: 0,
  });
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
