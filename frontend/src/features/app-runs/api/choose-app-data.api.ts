import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { AppDataChosen } from '../model/app-data';
import { appRunsKeys } from './app-runs.keys';

/**
 * POST /{t}/api/runs/{catalog}/{recordId|new}/{app}/app-data/choose { id, version }: fills the record (creates it on
 * `new`) from the chosen item. The interview is then opened afresh on the record (its answers, its new version).
 */
export function chooseAppData(
  tenancy: string,
  place: { catalog: string; recordId: string | undefined; app: string },
  id: string,
  version: number | undefined,
): Promise<AppDataChosen> {
  const { catalog, recordId, app } = place;
  return http.request<AppDataChosen>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId ?? 'new')}/${encodeURIComponent(app)}/app-data/choose`,
    { workspace: tenancy, method: 'POST', body: { id, ...(version ? { version } : {}) }, notify: false },
  );
}

export function useChooseAppData(
  tenancy: string,
  place: { catalog: string; recordId: string | undefined; app: string },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number | undefined }) =>
      chooseAppData(tenancy, place, id, version),
    onSuccess: async (chosen) => {
      // The open reads the record's own stream: the version just written is what it answers.
      await client.resetQueries({
        queryKey: appRunsKeys.interview(tenancy, place.catalog, chosen.recordId, place.app),
      });
    },
  });
}
