import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { OpenedRecord } from '../model/record.types';
import { wrotePosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

export interface RestoreVersion {
  historyId: string;
  /** The restore call's body: no `fields` brings back the whole version. */
  body: { fields?: string[] };
}

/**
 * POST /{tenancy}/api/collections/{catalog}/items/{id}/histories/{historyId}/restore (002 §7): a new version with
 * that version's values (all, or `fields`). The seed leaves a failed restore silent; here the Restore dialog shows
 * the server's reason itself (a deleted record, a change at the same instant), so it is not toasted as well.
 */
export async function restoreRecordVersion(
  tenancy: string,
  catalog: string,
  recordId: string,
  { historyId, body }: RestoreVersion,
): Promise<OpenedRecord> {
  const answer = await http.request<OpenedRecord & { position: number }>(
    `${recordsPath(catalog)}/items/${encodeURIComponent(recordId)}/histories/${encodeURIComponent(historyId)}/restore`,
    { workspace: tenancy, method: 'POST', body, notify: false },
  );
  wrotePosition(tenancy, answer.position);
  return answer;
}

/** Restores a version, then refreshes the catalog's lists, the record, its history and the deleted records. */
export function useRestoreRecordVersion(tenancy: string, catalog: string, recordId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (restore: RestoreVersion) => restoreRecordVersion(tenancy, catalog, recordId, restore),
    // Awaited: when the restore settles, the history already shows the new version on top.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.item(tenancy, catalog, recordId) }),
        client.invalidateQueries({ queryKey: recordsKeys.history(tenancy, catalog, recordId) }),
        client.invalidateQueries({ queryKey: recordsKeys.deleted(tenancy, catalog) }),
      ]),
  });
}
