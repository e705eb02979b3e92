import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ProviderSlug } from '../provider-texts';

export interface TestOutcome {
  ok: boolean;
  message: string;
}

/** POST /{tenancy}/api/integrations/{provider}/test: who the workspace is connected as, or why not. */
export function testConnection(tenancy: string, provider: ProviderSlug) {
  return http.request<TestOutcome>(`/api/integrations/${provider}/test`, { workspace: tenancy, method: 'POST' });
}

export const useTestConnection = (tenancy: string, provider: ProviderSlug) =>
  useMutation({ mutationFn: () => testConnection(tenancy, provider) });
