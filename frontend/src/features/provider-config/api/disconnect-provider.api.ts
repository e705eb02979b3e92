import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ProviderSlug } from '../provider-texts';
import { providerConfigKeys } from './provider-config.keys';

/** DELETE /{tenancy}/api/integrations/{provider}: forget the client and the tokens. */
export function disconnectProvider(tenancy: string, provider: ProviderSlug) {
  return http.request<{ position: number }>(`/api/integrations/${provider}`, { workspace: tenancy, method: 'DELETE' });
}

export function useDisconnectProvider(tenancy: string, provider: ProviderSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectProvider(tenancy, provider),
    onSuccess: () => client.invalidateQueries({ queryKey: providerConfigKeys.one(tenancy, provider) }),
  });
}
