import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { LINK_API_HOST } from '../../../lib/tenancy/link-api-host';
import { fetchTenancy } from '../../../lib/tenancy/tenancy.api';
import { workspaceKeys } from './workspace.keys';

export function checkTenancyOptions(name: string) {
  return queryOptions({
    queryKey: workspaceKeys.tenancy(name),
    queryFn: ({ signal }) => fetchTenancy(http, name, signal, LINK_API_HOST),
    staleTime: 10_000,
  });
}
