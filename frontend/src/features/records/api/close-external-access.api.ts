import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { OpenedRecord } from '../model/record.types';
import { wrotePosition } from './read-position';
import { recordsKeys } from './records.keys';
import { recordsPath } from './records-path';

/**
 * POST /{tenancy}/api/collections/{catalog}/items/{id} with `{ nextValues: { extUserID: null }, version }` (002 §4:
 * "Closing external access posts nextValues with extUserID null"). The version the person saw goes along, so a
 * record changed meanwhile is refused (409, toasted) rather than closed unseen.
 */
export async function closeExternalAccess(
  tenancy: string,
  catalog: string,
  record: Pick<OpenedRecord, '_id' | 'version'>,
): Promise<OpenedRecord> {
  const answer = await http.request<OpenedRecord & { position: number }>(
    `${recordsPath(catalog)}/items/${encodeURIComponent(record._id)}`,
    { workspace: tenancy, method: 'POST', body: { nextValues: { extUserID: null }, version: record.version } },
  );
  wrotePosition(tenancy, answer.position);
  return answer;
}

/** Closes a record's external access, then shows the answer and refreshes the catalog's lists and its history. */
export function useCloseExternalAccess(tenancy: string, catalog: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: Pick<OpenedRecord, '_id' | 'version'>) => closeExternalAccess(tenancy, catalog, record),
    onSuccess: (closed) => {
      client.setQueryData(recordsKeys.item(tenancy, catalog, closed._id), closed);
      return Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) }),
        client.invalidateQueries({ queryKey: recordsKeys.item(tenancy, catalog, closed._id) }),
        client.invalidateQueries({ queryKey: recordsKeys.history(tenancy, catalog, closed._id) }),
      ]);
    },
    // A refusal (the record changed meanwhile) was toasted; the record is read again so a second try can succeed.
    onError: (_error, record) => client.invalidateQueries({ queryKey: recordsKeys.item(tenancy, catalog, record._id) }),
  });
}
