import { assign, fromPromise, setup } from 'xstate';
import type { ClientCredentials } from '../api/save-client.api';

export interface ConnectInput {
  /** The client id saved now (null: none). */
  savedClientId: string | null;
  /** Whether a secret is saved: the administrator may then leave the secret empty to keep it. */
  hasClientSecret: boolean;
  /** The provider also takes a personal access token (Filevine). */
  needsToken?: boolean;
  /** Whether one is saved (as for the secret, empty keeps it when nothing else changed). */
  hasPersonalAccessToken?: boolean;
}

export interface ConnectContext extends ConnectInput {
  /** What stops the connection, shown on the form. */
  error?: string;
}

export type ConnectEvent =
  | { type: 'CONNECT'; client: ClientCredentials }
  /** The person changed the form: what was said about the old values no longer holds. */
  | { type: 'EDIT' };

export const CLIENT_ID_REQUIRED = 'Enter the client id the provider gave the application.';
export const CLIENT_SECRET_REQUIRED = 'Enter the client secret the provider gave the application.';
export const TOKEN_REQUIRED = 'Enter the personal access token created for this workspace.';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The connection could not be started. Try again.';

/**
 * Connect (issue 16 "Settings pages"): check the form, save the client when it changed (an empty secret keeps the
 * saved one), ask the server for the provider's authorize address, and go there; the provider sends the browser back
 * to the settings page (Filevine: the server exchanges the token and answers the settings page itself). Saving, asking
 * and navigating are provided by the page, so the machine stays pure.
 */
export const connectMachine = setup({
  types: {} as { input: ConnectInput; context: ConnectContext; events: ConnectEvent },
  actors: {
    saveClient: fromPromise<unknown, ClientCredentials>(async () => {
      throw new Error('saveClient actor not provided');
    }),
    startConnect: fromPromise<string, void>(async () => {
      throw new Error('startConnect actor not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { url: string }) => {
      throw new Error('navigate action not provided');
    },
  },
  guards: {
    noClientId: ({ event }) => event.type === 'CONNECT' && event.client.clientId.trim() === '',
    noSecret: ({ context, event }) =>
      event.type === 'CONNECT' && event.client.clientSecret === '' && !context.hasClientSecret,
    noToken: ({ context, event }) =>
      event.type === 'CONNECT' &&
      context.needsToken === true &&
      (event.client.personalAccessToken ?? '').trim() === '' &&
      !context.hasPersonalAccessToken,
    unchanged: ({ context, event }) =>
      event.type === 'CONNECT' &&
      event.client.clientSecret === '' &&
      (event.client.personalAccessToken ?? '').trim() === '' &&
      event.client.clientId.trim() === context.savedClientId,
  },
}).createMachine({
  id: 'connect',
  context: ({ input }) => ({ ...input }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: assign({ error: undefined }) },
        CONNECT: [
          { guard: 'noClientId', actions: assign({ error: CLIENT_ID_REQUIRED }) },
          { guard: 'noSecret', actions: assign({ error: CLIENT_SECRET_REQUIRED }) },
          { guard: 'noToken', actions: assign({ error: TOKEN_REQUIRED }) },
          { guard: 'unchanged', target: 'connecting', actions: assign({ error: undefined }) },
          { target: 'saving', actions: assign({ error: undefined }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveClient',
        input: ({ event }) => {
          // Only CONNECT enters this state.
          const { client } = event as Extract<ConnectEvent, { type: 'CONNECT' }>;
          const token = client.personalAccessToken?.trim();
          return {
            clientId: client.clientId.trim(),
            clientSecret: client.clientSecret,
            ...(token ? { personalAccessToken: token } : {}),
          };
        },
        onDone: { target: 'connecting' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    connecting: {
      invoke: {
        src: 'startConnect',
        onDone: {
          target: 'leaving',
          actions: { type: 'navigate', params: ({ event }) => ({ url: event.output }) },
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    /** The browser is on its way to the provider. */
    leaving: { type: 'final' },
  },
});
