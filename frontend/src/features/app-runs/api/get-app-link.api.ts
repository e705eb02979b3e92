import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { AppLinkItems } from '../model/app-link';
import { appRunsKeys } from './app-runs.keys';

type Place = { catalog: string; recordId: string; app: string };

/**
 * GET /{t}/api/runs/{catalog}/{recordId}/{app}/link: the items the app's 'LINK record TO…' query finds, read as the
 * person, and the record's link now (docs/runs.md "An app's link").
 */
export function getAppLink(tenancy: string, place: Place, signal?: AbortSignal): Promise<AppLinkItems> {
  const { catalog, recordId, app } = place;
  return http.request<AppLinkItems>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}/${encodeURIComponent(app)}/link`,
    { workspace: tenancy, signal, notify: false },
  );
}

export const appLinkQueryOptions = (tenancy: string, place: Place) =>
  queryOptions({
    queryKey: appRunsKeys.appLink(tenancy, place.catalog, place.recordId, place.app),
    queryFn: ({ signal }) => getAppLink(tenancy, place, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useAppLink = (tenancy: string, place: Place, enabled: boolean) =>
  useQuery({ ...appLinkQueryOptions(tenancy, place), enabled });
