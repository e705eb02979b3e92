import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

/**
 * GET /{tenancy}/api/auth/registration/external-invite?collection=&app=: whether a catalog's external link lets a
 * stranger register (its app is open to external users). The screen offers New user only then; a failure leaves the
 * choice to the server, which refuses a registration the link does not invite.
 */
export function fetchExternalInvite(
  workspace: string,
  visit: { collection: string; app: string },
  signal?: AbortSignal,
): Promise<{ invites: boolean }> {
  const query = new URLSearchParams({ collection: visit.collection, app: visit.app });
  return http.request<{ invites: boolean }>(`/api/auth/registration/external-invite?${query}`, {
    workspace,
    signal,
    notify: false,
  });
}

export const externalInviteQueryOptions = (workspace: string, visit: { collection: string; app: string }) =>
  queryOptions({
    queryKey: ['sign-in', workspace, 'external-invite', visit.collection, visit.app] as const,
    queryFn: ({ signal }) => fetchExternalInvite(workspace, visit, signal),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Only on a catalog's external link (`visit`); elsewhere nothing is asked. */
export const useExternalInvite = (workspace: string, visit: { collection: string; app: string } | null) =>
  useQuery({
    ...externalInviteQueryOptions(workspace, visit ?? { collection: '', app: '' }),
    enabled: visit !== null,
  });
