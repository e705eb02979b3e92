import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { appRunsKeys } from './app-runs.keys';
import { appResultKey } from './get-app-result.api';
import { wroteRunPosition } from './run-position';

export interface SendAgainInput {
  tenancy: string;
  catalog: string;
  recordId: string;
  app: string;
  runId: string;
}

/**
 * POST /{t}/api/runs/{catalog}/{recordId}/{runId}/send ('Send documents' again, workspace users only): the run's
 * documents the provider has not taken are sent once more, in the background (202).
 */
export function sendRunDocuments({ tenancy, catalog, recordId, runId }: SendAgainInput) {
  return http.request<{ runId: string; documents: number; position?: number }>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}/${encodeURIComponent(runId)}/send`,
    { workspace: tenancy, method: 'POST', body: {} },
  );
}

export function useSendRunDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendRunDocuments,
    onSuccess: async (answer, input) => {
      wroteRunPosition(input.tenancy, answer.position);
      await Promise.all([
        client.invalidateQueries({ queryKey: appResultKey(input.tenancy, input.catalog, input.recordId, input.app) }),
        client.invalidateQueries({ queryKey: appRunsKeys.record(input.tenancy, input.catalog, input.recordId) }),
      ]);
    },
  });
}
