import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { fetchWorkspaceList, workspaceListKeys } from './workspace-list.api';

export function workspaceListOptions(token: string) {
  return queryOptions({
    queryKey: workspaceListKeys.byToken(token),
    queryFn: ({ signal }) => fetchWorkspaceList(http, token, signal),
    staleTime: Infinity,
  });
}
