import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { RunSnapshot } from '../model/app-run.types';
import { appRunsKeys } from './app-runs.keys';

/**
 * GET /{tenancy}/api/collections/{catalog}/snapshots (002 §7, administrators only): the About dialog names the
 * live version of the app by its snapshot's label.
 */
export async function fetchRunSnapshots(tenancy: string, catalogId: string, signal?: AbortSignal) {
  const answer = await http.request<{ Snapshots: RunSnapshot[] }>(
    `/api/collections/${encodeURIComponent(catalogId)}/snapshots`,
    { workspace: tenancy, signal, notify: false },
  );
  return answer.Snapshots;
}

export const runSnapshotsQueryOptions = (tenancy: string, catalogId: string) =>
  queryOptions({
    queryKey: appRunsKeys.snapshots(tenancy, catalogId),
    queryFn: ({ signal }) => fetchRunSnapshots(tenancy, catalogId, signal),
    staleTime: 60_000,
  });

export const useRunSnapshots = (tenancy: string, catalogId: string | undefined, enabled: boolean) =>
  useQuery({ ...runSnapshotsQueryOptions(tenancy, catalogId ?? ''), enabled: enabled && catalogId !== undefined });
