import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { Snapshot } from '../model/catalog.types';
import { catalogsKeys } from './catalogs.keys';
import { readPosition } from './read-position';

/** GET /{tenancy}/api/collections/{catalog}/snapshots (002 §7): the versions of the catalog's model, newest first. */
export async function fetchSnapshots(tenancy: string, catalogId: string, signal?: AbortSignal): Promise<Snapshot[]> {
  const answer = await http.request<{ status: string; Snapshots: Snapshot[] }>(
    `/api/collections/${encodeURIComponent(catalogId)}/snapshots`,
    { workspace: tenancy, signal, minPosition: readPosition(tenancy) },
  );
  return answer.Snapshots;
}

export const snapshotsQueryOptions = (tenancy: string, catalogId: string) =>
  queryOptions({
    queryKey: catalogsKeys.snapshots(tenancy, catalogId),
    queryFn: ({ signal }) => fetchSnapshots(tenancy, catalogId, signal),
  });

/** 002 §4: read once the catalogs are loaded (`catalogId` known). */
export const useSnapshots = (tenancy: string, catalogId: string | undefined) =>
  useQuery({ ...snapshotsQueryOptions(tenancy, catalogId ?? ''), enabled: catalogId !== undefined });
