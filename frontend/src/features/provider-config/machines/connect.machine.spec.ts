import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClientCredentials } from '../api/save-client.api';
import {
  CLIENT_ID_REQUIRED,
  CLIENT_SECRET_REQUIRED,
  connectMachine,
  TOKEN_REQUIRED,
  type ConnectInput,
} from './connect.machine';

function start(input: ConnectInput, { saveFails = false, connectFails = false } = {}) {
  const saved: ClientCredentials[] = [];
  const visited: string[] = [];
  const machine = connectMachine.provide({
    actors: {
      saveClient: fromPromise<unknown, ClientCredentials>(async ({ input: client }) => {
        if (saveFails) throw new Error('clientSecret is required');
        saved.push(client);
        return { position: 1 };
      }),
      startConnect: fromPromise<string, void>(async () => {
        if (connectFails) throw new Error('Save the Clio client id and secret before connecting.');
        return 'https://provider.test/authorize?state=s';
      }),
    },
    actions: { navigate: (_, params: { url: string }) => void visited.push(params.url) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, saved, visited };
}

const fresh: ConnectInput = { savedClientId: null, hasClientSecret: false };

describe('connecting a provider', () => {
  it('saves the client, then goes to the provider', async () => {
    const { actor, saved, visited } = start(fresh);
    actor.send({ type: 'CONNECT', client: { clientId: ' app-1 ', clientSecret: 's3cret' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(saved).toEqual([{ clientId: 'app-1', clientSecret: 's3cret' }]);
    expect(visited).toEqual(['https://provider.test/authorize?state=s']);
  });

  it('asks for what is missing and sends nothing', () => {
    const { actor, saved } = start(fresh);
    actor.send({ type: 'CONNECT', client: { clientId: '  ', clientSecret: 'x' } });
    expect(actor.getSnapshot().context.error).toBe(CLIENT_ID_REQUIRED);
    actor.send({ type: 'CONNECT', client: { clientId: 'app-1', clientSecret: '' } });
    expect(actor.getSnapshot().context.error).toBe(CLIENT_SECRET_REQUIRED);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saved).toEqual([]);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps the saved client when nothing changed (empty secret, same id): straight to the provider', async () => {
    const { actor, saved, visited } = start({ savedClientId: 'app-1', hasClientSecret: true });
    actor.send({ type: 'CONNECT', client: { clientId: 'app-1', clientSecret: '' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(saved).toEqual([]);
    expect(visited).toHaveLength(1);
  });

  it('asks Filevine for a personal access token, and saves it with the client', async () => {
    const { actor, saved, visited } = start({ ...fresh, needsToken: true });
    actor.send({ type: 'CONNECT', client: { clientId: 'fv', clientSecret: 's', personalAccessToken: ' ' } });
    expect(actor.getSnapshot().context.error).toBe(TOKEN_REQUIRED);
    actor.send({ type: 'CONNECT', client: { clientId: 'fv', clientSecret: 's', personalAccessToken: ' pat-1 ' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(saved).toEqual([{ clientId: 'fv', clientSecret: 's', personalAccessToken: 'pat-1' }]);
    expect(visited).toHaveLength(1);
  });

  it('keeps a saved personal access token when nothing changed', async () => {
    const { actor, saved } = start({
      savedClientId: 'fv',
      hasClientSecret: true,
      needsToken: true,
      hasPersonalAccessToken: true,
    });
    actor.send({ type: 'CONNECT', client: { clientId: 'fv', clientSecret: '', personalAccessToken: '' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(saved).toEqual([]);
  });

  it('shows why when saving or starting fails, and lets the person try again', async () => {
    const failing = start(fresh, { saveFails: true });
    failing.actor.send({ type: 'CONNECT', client: { clientId: 'a', clientSecret: 'b' } });
    await waitFor(failing.actor, (s) => s.matches('editing') && !!s.context.error);
    expect(failing.actor.getSnapshot().context.error).toBe('clientSecret is required');

    const refused = start({ savedClientId: 'a', hasClientSecret: true }, { connectFails: true });
    refused.actor.send({ type: 'CONNECT', client: { clientId: 'a', clientSecret: '' } });
    await waitFor(refused.actor, (s) => s.matches('editing') && !!s.context.error);
    expect(refused.actor.getSnapshot().context.error).toBe('Save the Clio client id and secret before connecting.');
    expect(refused.visited).toEqual([]);
  });
});
