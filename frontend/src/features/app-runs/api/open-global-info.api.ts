import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { GlobalInterviewOpened } from '../model/global-info';
import { appRunsKeys } from './app-runs.keys';
import { globalInfoPath } from './global-info-path';

/**
 * GET /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/interview: the global's values and version, and the
 * interview input of the global's model (its app of that name, else its default layout). Administrators only; a
 * 403/404 is said on the page.
 */
export function openGlobalInfo(
  tenancy: string,
  catalog: string,
  globalTarget: string,
  app: string,
  signal?: AbortSignal,
): Promise<GlobalInterviewOpened> {
  return http.request<GlobalInterviewOpened>(globalInfoPath(catalog, globalTarget, app, 'interview'), {
    workspace: tenancy,
    signal,
    notify: (error) => error.status !== 404 && error.status !== 403,
  });
}

/** Read once per visit, as the record interview is: the session holds the answers from then on. */
export const globalInfoQueryOptions = (tenancy: string, catalog: string, globalTarget: string, app: string) =>
  queryOptions({
    queryKey: appRunsKeys.globalInterview(tenancy, catalog, globalTarget, app),
    queryFn: ({ signal }) => openGlobalInfo(tenancy, catalog, globalTarget, app, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useOpenGlobalInfo = (tenancy: string, catalog: string, globalTarget: string, app: string) =>
  useQuery(globalInfoQueryOptions(tenancy, catalog, globalTarget, app));
