import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { appRunsKeys } from './app-runs.keys';
import { finishInterview, type FinishAnswer } from './finish-interview.api';
import { appResultKey } from './get-app-result.api';
import { wroteRunPosition } from './run-position';

export interface AssembleAgainInput {
  tenancy: string;
  catalog: string;
  recordId: string;
  app: string;
  /** External users may not assemble with answers missing (contract §3: 403). */
  external: boolean;
}

/**
 * Try again / Assemble again (contract §3): Finish once more at the record's CURRENT version, read just before (the
 * answers may have changed since the failed run). Internal users assemble anyway, as a failed or stale run's answers
 * were already accepted once; a 422 (problems) or 409 is left to the page to say.
 */
export async function assembleAgain({ tenancy, catalog, recordId, app, external }: AssembleAgainInput) {
  const record = await http.request<{ version: number }>(
    `/api/collections/${encodeURIComponent(catalog)}/items/${encodeURIComponent(recordId)}`,
    { workspace: tenancy },
  );
  const answer = await finishInterview({
    tenancy,
    catalog,
    recordId,
    app,
    version: record.version,
    anyway: external ? undefined : true,
  });
  return answer as FinishAnswer & { position?: number };
}

export function useAssembleAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assembleAgain,
    onSuccess: async (answer, input) => {
      wroteRunPosition(input.tenancy, answer.position);
      await Promise.all([
        client.invalidateQueries({ queryKey: appResultKey(input.tenancy, input.catalog, input.recordId, input.app) }),
        client.invalidateQueries({ queryKey: appRunsKeys.record(input.tenancy, input.catalog, input.recordId) }),
      ]);
    },
  });
}
