import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { OpenedRecord } from '../model/record.types';
import { wrotePosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/**
 * POST /{tenancy}/api/collections/{catalog}/items/{id}/undelete: the record is back in the lists with every
 * version. The Deleted records dialog shows a refusal by the record itself, so it is not toasted as well.
 */
export async function undeleteRecord(tenancy: string, catalog: string, recordId: string): Promise<OpenedRecord> {
  const answer = await http.request<OpenedRecord & { position: number }>(
    `${recordsPath(catalog)}/items/${encodeURIComponent(recordId)}/undelete`,
    { workspace: tenancy, method: 'POST', notify: false },
  );
  wrotePosition(tenancy, answer.position);
  return answer;
}

/** Undeletes a record, then refreshes the catalog's lists, the deleted records, the record and its history. */
export function useUndeleteRecord(tenancy: string, catalog: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => undeleteRecord(tenancy, catalog, recordId),
    // Awaited: when the undelete settles, the deleted list no longer shows the record.
    onSuccess: (_record, recordId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.deleted(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.item(tenancy, catalog, recordId) }),
        client.invalidateQueries({ queryKey: recordsKeys.history(tenancy, catalog, recordId) }),
      ]),
  });
}
