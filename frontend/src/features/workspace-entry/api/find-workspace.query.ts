import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { LINK_API_HOST } from '../../../lib/tenancy/link-api-host';
import { fetchTenancy, tenancyKeys } from '../../../lib/tenancy/tenancy.api';

/** Keys of this feature's queries; the lookup shares the tenancy key, so opening the workspace reuses the answer. */
export const workspaceEntryKeys = {
  lookup: (name: string) => tenancyKeys.byName(name),
};

export function findWorkspaceOptions(name: string) {
  return queryOptions({
    queryKey: workspaceEntryKeys.lookup(name),
    queryFn: ({ signal }) => fetchTenancy(http, name, signal, LINK_API_HOST),
    staleTime: 10_000,
  });
}
