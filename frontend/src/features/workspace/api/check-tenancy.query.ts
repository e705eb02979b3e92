import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { fetchTenancy } from '../../../lib/tenancy/tenancy.api';
import { workspaceKeys } from './workspace.keys';

export function checkTenancyOptions(name: string) {
  return queryOptions({
    queryKey: workspaceKeys.tenancy(name),
    queryFn: ({ signal }) => fetchTenancy(http, name, signal),
    staleTime: 10_000,
  });
}
