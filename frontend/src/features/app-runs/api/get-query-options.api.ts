import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

/**
 * POST /{t}/api/runs/{catalog}/{recordId|new}/{app}/options/{variable} with { answers }: a selection's options from a
 * query on the answers its arguments read now (`Clients(City)` once City changed), read as the person, as the open
 * reads them. Failures are not toasted: the question keeps the options it has.
 */
export function getQueryOptions(
  tenancy: string,
  place: { catalog: string; recordId: string | null; app: string },
  path: string,
  answers: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ options: string[] }> {
  const { catalog, recordId, app } = place;
  return http.request<{ options: string[] }>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId ?? 'new')}/${encodeURIComponent(app)}/options/${encodeURIComponent(path)}`,
    { workspace: tenancy, method: 'POST', body: { answers }, signal, notify: false },
  );
}

/** Keyed by the answers read (as JSON): the same answers ask once; the options shown stay while new ones load. */
export const queryOptionsOnAnswers = (
  tenancy: string,
  place: { catalog: string; recordId: string | null; app: string },
  path: string,
  answers: Record<string, unknown>,
) =>
  queryOptions({
    queryKey: ['app-runs', tenancy, place.catalog, 'query-options', place.app, path, JSON.stringify(answers)] as const,
    queryFn: ({ signal }) => getQueryOptions(tenancy, place, path, answers, signal),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
