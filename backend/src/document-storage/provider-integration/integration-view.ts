import type { IntegrationState } from '../integration.state';
import { labelOf, type ProviderSlug } from '../provider-rules';

/** What an administrator sees of a connection: never a secret, only whether one is kept. */
export interface IntegrationView {
  provider: ProviderSlug;
  label: string;
  clientId: string | null;
  hasClientSecret: boolean;
  /** Filevine: a Personal Access Token is kept (never answered). */
  hasPersonalAccessToken: boolean;
  connected: boolean;
  connectedAt: string | null;
  connectedBy: string | null;
  /** The address to register at the provider as the app's redirect URI. */
  redirectUri: string;
}

export function integrationView(slug: ProviderSlug, state: IntegrationState, redirectUri: string): IntegrationView {
  return {
    provider: slug,
    label: labelOf(slug),
    clientId: state.clientId,
    hasClientSecret: state.clientSecret !== null,
    hasPersonalAccessToken: state.personalAccessToken !== null,
    connected: state.tokens !== null,
    connectedAt: state.tokens !== null ? state.connectedAt : null,
    connectedBy: state.tokens !== null ? state.connectedBy : null,
    redirectUri,
  };
}
