import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { appRunsKeys } from './app-runs.keys';
import { wroteRunPosition } from './run-position';

export interface FinishInput {
  tenancy: string;
  catalog: string;
  recordId: string;
  app: string;
  version: number;
  /** Assemble anyway, with answers missing (internal users only). */
  anyway?: boolean;
}

/** 202 { runId } while the documents are assembled; 200 { runId: null } when the app makes none (generateDocs off). */
export interface FinishAnswer {
  runId: string | null;
  status?: string;
  /** Read-your-writes: the app result is read at this position, so the run just queued is seen. */
  position?: number;
}

/**
 * POST /{t}/api/runs/{catalog}/{recordId}/{app}/finish (app-runs contract §3). The page checks the answers first with
 * the same engine, so a 422 here is rare; its message is shown on the page rather than toasted.
 */
export function finishInterview({ tenancy, catalog, recordId, app, version, anyway }: FinishInput) {
  return http.request<FinishAnswer>(
    `/api/runs/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}/${encodeURIComponent(app)}/finish`,
    { workspace: tenancy, method: 'POST', body: anyway ? { version, anyway: true } : { version }, notify: false },
  );
}

export function useFinishInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finishInterview,
    onSuccess: (answer, input) => {
      wroteRunPosition(input.tenancy, answer.position);
      return client.invalidateQueries({ queryKey: appRunsKeys.record(input.tenancy, input.catalog, input.recordId) });
    },
  });
}
