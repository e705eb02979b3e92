import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import type { ProviderSlug } from '../provider-texts';
import { providerConfigKeys } from './provider-config.keys';

/** GET /{tenancy}/api/integrations/{provider}: the connection without its secrets. */
export interface IntegrationView {
  provider: ProviderSlug;
  label: string;
  clientId: string | null;
  hasClientSecret: boolean;
  /** Filevine: a personal access token is kept. */
  hasPersonalAccessToken: boolean;
  connected: boolean;
  connectedAt: string | null;
  connectedBy: string | null;
  redirectUri: string;
}

export function fetchIntegration(tenancy: string, provider: ProviderSlug, signal?: AbortSignal) {
  return http.request<IntegrationView>(`/api/integrations/${provider}`, { workspace: tenancy, signal });
}

export function integrationQueryOptions(tenancy: string, provider: ProviderSlug) {
  return queryOptions({
    queryKey: providerConfigKeys.one(tenancy, provider),
    queryFn: ({ signal }) => fetchIntegration(tenancy, provider, signal),
  });
}

export const useIntegration = (tenancy: string, provider: ProviderSlug) =>
  useQuery(integrationQueryOptions(tenancy, provider));
