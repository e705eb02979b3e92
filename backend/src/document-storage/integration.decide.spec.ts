import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import type { IntegrationEvent } from './integration.events';
import { IntegrationStream } from './integration.streams';
import {
  decideConnect,
  decideDisconnect,
  decideRefresh,
  decideSaveClient,
  noClientMessage,
} from './integration.decide';

const spec = streamSpec(IntegrationStream);
const saved = (clientId = 'client-1'): IntegrationEvent => ({
  type: 'IntegrationClientSaved',
  data: { provider: 'clio', clientId, clientSecret: 'v1.sealed-secret', by: 'admin-1' },
});
const connected: IntegrationEvent = {
  type: 'IntegrationConnected',
  data: { provider: 'clio', tokens: 'v1.tokens-1', expiresAt: '2030-01-01T00:00:00.000Z', by: 'admin-1', at: 'T1' },
};
const connect = {
  provider: 'clio' as const,
  clientId: 'client-1',
  tokens: 'v1.tokens-1',
  expiresAt: null,
  by: 'a',
  at: 'T',
};

describe('a workspace connection to a provider', () => {
  it("saves Filevine's client with its personal access token; refuses one without, or one for another provider", () => {
    const filevine = { provider: 'filevine' as const, clientId: 'c', clientSecret: 'v1.s', by: 'a' };
    spec
      .given([])
      .when((state) => decideSaveClient({ ...filevine, personalAccessToken: 'v1.pat' }, state))
      .then([{ type: 'IntegrationClientSaved', data: { ...filevine, personalAccessToken: 'v1.pat' } }]);
    spec
      .given([])
      .when((state) => decideSaveClient(filevine, state))
      .thenThrows('Filevine needs a personal access token.');
    spec
      .given([])
      .when((state) => decideSaveClient({ ...filevine, provider: 'clio', personalAccessToken: 'v1.pat' }, state))
      .thenThrows('Clio takes no personal access token.');
  });

  it('saves a client; saving another one forgets the grant of the old one', () => {
    spec
      .given([])
      .when((state) => decideSaveClient({ provider: 'clio', clientId: 'c', clientSecret: 'v1.s', by: 'a' }, state))
      .then([
        { type: 'IntegrationClientSaved', data: { provider: 'clio', clientId: 'c', clientSecret: 'v1.s', by: 'a' } },
      ]);
    spec
      .given([saved(), connected])
      .when((state) => decideSaveClient({ provider: 'clio', clientId: 'c2', clientSecret: 'v1.s', by: 'a' }, state))
      .then([
        { type: 'IntegrationDisconnected', data: { provider: 'clio', by: 'a' } },
        { type: 'IntegrationClientSaved', data: { provider: 'clio', clientId: 'c2', clientSecret: 'v1.s', by: 'a' } },
      ]);
    expect(spec.given([saved(), connected, saved('c2')]).state.tokens).toBeNull();
  });

  it('connects only the client that is saved now', () => {
    spec
      .given([saved()])
      .when((state) => decideConnect(connect, state))
      .then([
        {
          type: 'IntegrationConnected',
          data: { provider: 'clio', tokens: 'v1.tokens-1', expiresAt: null, by: 'a', at: 'T' },
        },
      ]);
    spec
      .given([])
      .when((state) => decideConnect(connect, state))
      .thenThrows(noClientMessage('clio'));
    spec
      .given([saved('other')])
      .when((state) => decideConnect(connect, state))
      .thenThrows(noClientMessage('clio'));
  });

  it('keeps refreshed tokens unless the grant changed while refreshing', () => {
    const refresh = { provider: 'clio' as const, tokens: 'v1.tokens-2', expiresAt: null, refreshedFrom: 'v1.tokens-1' };
    spec
      .given([saved(), connected])
      .when((state) => decideRefresh(refresh, state))
      .then([
        { type: 'IntegrationTokensRefreshed', data: { provider: 'clio', tokens: 'v1.tokens-2', expiresAt: null } },
      ]);
    spec
      .given([saved()])
      .when((state) => decideRefresh(refresh, state))
      .thenNothing();
  });

  it('disconnects by forgetting client and tokens; nothing to do when nothing is saved', () => {
    spec
      .given([saved(), connected])
      .when((state) => decideDisconnect({ provider: 'clio', by: 'a' }, state))
      .then([{ type: 'IntegrationDisconnected', data: { provider: 'clio', by: 'a' } }]);
    expect(
      spec.given([saved(), connected, { type: 'IntegrationDisconnected', data: { provider: 'clio', by: 'a' } }]).state,
    ).toEqual(IntegrationStream.initial);
    spec
      .given([])
      .when((state) => decideDisconnect({ provider: 'clio', by: 'a' }, state))
      .thenNothing();
  });
});
