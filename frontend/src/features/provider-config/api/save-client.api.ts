import { http } from '../../../lib/http/http';
import type { ProviderSlug } from '../provider-texts';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Filevine only: sent when given. */
  personalAccessToken?: string;
}

/**
 * PUT /{tenancy}/api/integrations/{provider}: the client registered at the provider (the secret is encrypted by the
 * server and never answered). Called by the connect machine; its failure shows in the form, not as a toast.
 */
export function saveClient(tenancy: string, provider: ProviderSlug, client: ClientCredentials) {
  return http.request<{ position: number }>(`/api/integrations/${provider}`, {
    workspace: tenancy,
    method: 'PUT',
    body: client,
    notify: false,
  });
}
