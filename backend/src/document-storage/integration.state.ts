import type { IntegrationEvent, Sealed } from './integration.events';

export interface IntegrationState {
  clientId: string | null;
  clientSecret: Sealed | null;
  /** Filevine: the Personal Access Token, sealed. */
  personalAccessToken: Sealed | null;
  tokens: Sealed | null;
  expiresAt: string | null;
  connectedAt: string | null;
  connectedBy: string | null;
}

export const initialIntegrationState: IntegrationState = {
  clientId: null,
  clientSecret: null,
  personalAccessToken: null,
  tokens: null,
  expiresAt: null,
  connectedAt: null,
  connectedBy: null,
};

export function evolveIntegration(state: IntegrationState, event: IntegrationEvent): IntegrationState {
  switch (event.type) {
    case 'IntegrationClientSaved':
      return {
        ...initialIntegrationState,
        clientId: event.data.clientId,
        clientSecret: event.data.clientSecret,
        personalAccessToken: event.data.personalAccessToken ?? null,
      };
    case 'IntegrationConnected':
      return {
        ...state,
        tokens: event.data.tokens,
        expiresAt: event.data.expiresAt,
        connectedAt: event.data.at,
        connectedBy: event.data.by,
      };
    case 'IntegrationTokensRefreshed':
      return { ...state, tokens: event.data.tokens, expiresAt: event.data.expiresAt };
    case 'IntegrationDisconnected':
      return initialIntegrationState;
  }
}
