import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { FieldDiff } from '../model/record-history-types';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/**
 * GET /{tenancy}/api/collections/{catalog}/items/{id}/histories/{historyId}/diff: the variables whose value differs
 * between that version and the record now. Keyed under the record's history, so a restore refreshes it too.
 */
export function fetchVersionDiff(
  tenancy: string,
  catalog: string,
  recordId: string,
  historyId: string,
  signal?: AbortSignal,
): Promise<FieldDiff[]> {
  return http.request<FieldDiff[]>(
    `${recordsPath(catalog)}/items/${encodeURIComponent(recordId)}/histories/${encodeURIComponent(historyId)}/diff`,
    { workspace: tenancy, signal },
  );
}

export const versionDiffQueryOptions = (tenancy: string, catalog: string, recordId: string, historyId: string) =>
  queryOptions({
    queryKey: [...recordsKeys.history(tenancy, catalog, recordId), 'diff', historyId] as const,
    queryFn: ({ signal }) => fetchVersionDiff(tenancy, catalog, recordId, historyId, signal),
  });

/** The comparison of one version with now; nothing is asked until a version is chosen. */
export function useVersionDiff(tenancy: string, catalog: string, recordId: string, historyId: string | undefined) {
  return useQuery({
    ...versionDiffQueryOptions(tenancy, catalog, recordId, historyId ?? ''),
    enabled: historyId !== undefined,
  });
}
