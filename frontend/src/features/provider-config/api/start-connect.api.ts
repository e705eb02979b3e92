import { http } from '../../../lib/http/http';
import type { ProviderSlug } from '../provider-texts';

/**
 * GET /{tenancy}/api/integrations/{provider}/connect as JSON: the provider's authorize address, for the page to
 * navigate to (a navigation could not carry the session's bearer token).
 */
export async function startConnect(tenancy: string, provider: ProviderSlug): Promise<string> {
  const answer = await http.request<{ redirectUrl: string }>(`/api/integrations/${provider}/connect`, {
    workspace: tenancy,
    notify: false,
  });
  return answer.redirectUrl;
}
