import { invalid } from '../shared/domain/domain-error';
import type { IntegrationEvent, Sealed } from './integration.events';
import type { IntegrationState } from './integration.state';
import { connectsWithToken, labelOf, type ProviderSlug } from './provider-rules';

export const noClientMessage = (slug: ProviderSlug) =>
  connectsWithToken(slug)
    ? `Save the ${labelOf(slug)} client id, secret and personal access token before connecting.`
    : `Save the ${labelOf(slug)} client id and secret before connecting.`;

/**
 * Saving a client: a different client id or secret makes the tokens the old client was granted meaningless, so a
 * connected workspace is disconnected first (the administrator connects again with the new client).
 */
export function decideSaveClient(
  command: {
    provider: ProviderSlug;
    clientId: string;
    clientSecret: Sealed;
    personalAccessToken?: Sealed;
    by: string | null;
  },
  state: IntegrationState,
): IntegrationEvent[] {
  if (connectsWithToken(command.provider) !== (command.personalAccessToken !== undefined)) {
    throw invalid(
      connectsWithToken(command.provider)
        ? `${labelOf(command.provider)} needs a personal access token.`
        : `${labelOf(command.provider)} takes no personal access token.`,
    );
  }
  const events: IntegrationEvent[] = [];
  if (state.clientId !== null) {
    events.push({ type: 'IntegrationDisconnected', data: { provider: command.provider, by: command.by } });
  }
  events.push({ type: 'IntegrationClientSaved', data: command });
  return events;
}

/** The callback's grant: only for the client that is saved now (a disconnect in between voids the flow). */
export function decideConnect(
  command: {
    provider: ProviderSlug;
    clientId: string;
    tokens: Sealed;
    expiresAt: string | null;
    by: string | null;
    at: string;
  },
  state: IntegrationState,
): IntegrationEvent[] {
  if (state.clientId === null || state.clientId !== command.clientId) throw invalid(noClientMessage(command.provider));
  const { clientId: _clientId, ...data } = command;
  return [{ type: 'IntegrationConnected', data }];
}

/** New tokens from a refresh; nothing when the workspace was disconnected while the refresh was under way. */
export function decideRefresh(
  command: { provider: ProviderSlug; tokens: Sealed; expiresAt: string | null; refreshedFrom: Sealed },
  state: IntegrationState,
): IntegrationEvent[] {
  if (state.tokens !== command.refreshedFrom) return [];
  return [
    {
      type: 'IntegrationTokensRefreshed',
      data: { provider: command.provider, tokens: command.tokens, expiresAt: command.expiresAt },
    },
  ];
}

/** Forget the client and the tokens; nothing to do when nothing is saved. */
export function decideDisconnect(
  command: { provider: ProviderSlug; by: string | null },
  state: IntegrationState,
): IntegrationEvent[] {
  if (state.clientId === null) return [];
  return [{ type: 'IntegrationDisconnected', data: command }];
}
