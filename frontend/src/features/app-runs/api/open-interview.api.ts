import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { InterviewOpened } from '../model/interview.types';
import { appRunsKeys } from './app-runs.keys';

const interviewPath = (catalog: string, recordId: string | undefined, app: string) =>
  `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId ?? 'new')}/${encodeURIComponent(app)}/interview`;

/**
 * GET /{t}/api/runs/{catalog}/{recordId|new}/{app}/interview (app-runs contract §1): the app, its model's questions
 * at the pinned version, the record's answers, and who holds the record's lock. Opening it takes the lock, so it is
 * read once per visit (no refetch on focus). A 404 is said on the page.
 */
export function openInterview(
  tenancy: string,
  catalog: string,
  recordId: string | undefined,
  app: string,
  signal?: AbortSignal,
): Promise<InterviewOpened> {
  return http.request<InterviewOpened>(interviewPath(catalog, recordId, app), {
    workspace: tenancy,
    signal,
    notify: (error) => error.status !== 404,
  });
}

export const interviewQueryOptions = (tenancy: string, catalog: string, recordId: string | undefined, app: string) =>
  queryOptions({
    queryKey: appRunsKeys.interview(tenancy, catalog, recordId ?? 'new', app),
    queryFn: ({ signal }) => openInterview(tenancy, catalog, recordId, app, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** While another user holds the record, it is opened again every 10 s (002 §4): once free, it opens for this user. */
export const LOCK_REFRESH_MS = 10_000;

export const useOpenInterview = (
  tenancy: string,
  catalog: string,
  recordId: string | undefined,
  app: string,
  enabled: boolean,
) =>
  useQuery({
    ...interviewQueryOptions(tenancy, catalog, recordId, app),
    enabled,
    refetchInterval: (query) => (query.state.data?.lockedBy ? LOCK_REFRESH_MS : false),
  });

/**
 * Opens the interview afresh (back to one's answers after Finish): its answer is dropped first, so the page waits
 * for the new open (the record's current version, and its lock) rather than starting on the old one.
 */
export function useReopenInterview() {
  const client = useQueryClient();
  return (tenancy: string, catalog: string, recordId: string | undefined, app: string) =>
    client.resetQueries({ queryKey: appRunsKeys.interview(tenancy, catalog, recordId ?? 'new', app) });
}
