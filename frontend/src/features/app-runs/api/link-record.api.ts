import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { LinkedRecord } from '../model/app-link';
import { appRunsKeys } from './app-runs.keys';

type Place = { catalog: string; recordId: string; app: string };

/**
 * POST /{t}/api/runs/{catalog}/{recordId}/{app}/link/choose { id }: links the record to the item. Sent without the
 * interview's version: a link changes no answer, so it does not wait on the answers being saved (the autosave's next
 * save meets the new version as any other writer's, and goes on top of it).
 */
export function linkRecord(tenancy: string, place: Place, id: string): Promise<LinkedRecord> {
  const { catalog, recordId, app } = place;
  return http.request<LinkedRecord>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}/${encodeURIComponent(app)}/link/choose`,
    { workspace: tenancy, method: 'POST', body: { id }, notify: false },
  );
}

export function useLinkRecord(tenancy: string, place: Place) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => linkRecord(tenancy, place, id),
    onSuccess: (linked) => {
      // The header shows the new link at once; the list of items is the same.
      client.setQueryData(appRunsKeys.appLink(tenancy, place.catalog, place.recordId, place.app), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, link: linked.link } : old,
      );
    },
  });
}
