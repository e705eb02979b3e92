import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { appRunsKeys } from './app-runs.keys';
import { globalInfoPath } from './global-info-path';

export interface FinishGlobalInput {
  tenancy: string;
  catalog: string;
  globalTarget: string;
  app: string;
  version: number;
}

/**
 * POST /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/finish { version }: the saved answers checked as a
 * record's Finish checks them (422 with the problems), no documents assembled. The page checks first with the same
 * engine, so a 422 is rare; its message is shown on the page rather than toasted.
 */
export function finishGlobalInfo({ tenancy, catalog, globalTarget, app, version }: FinishGlobalInput) {
  return http.request<{ elementName: string; version: number; position: number }>(
    globalInfoPath(catalog, globalTarget, app, 'finish'),
    { workspace: tenancy, method: 'POST', body: { version }, notify: false },
  );
}

/** The next open of this global's interview reads the saved values afresh. */
export function useFinishGlobalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finishGlobalInfo,
    onSuccess: (_answer, input) =>
      client.removeQueries({
        queryKey: appRunsKeys.globalInterview(input.tenancy, input.catalog, input.globalTarget, input.app),
      }),
  });
}
