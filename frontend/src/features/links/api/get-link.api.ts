import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { HttpError } from '../../../lib/http/http-error';
import type { LinkAnswer } from '../machines/link-landing.machine';

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

export const useLink = (workspace: string, linkId: string) => useQuery(linkOptions(workspace, linkId));
