import { assign, fromPromise, setup } from 'xstate';
import type { ClientCredentials } from '../api/save-client.api';

export interface ConnectInput {
  /** The client id saved now (null: none). */
  savedClientId: string | null;
  /** Whether a secret is saved: the administrator may then leave the secret empty to keep it. */
  hasClientSecret: boolean;
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

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The connection could not be started. Try again.';

/**
 * Connect (issue 16 "Settings pages"): check the form, save the client when it changed (an empty secret keeps the
 * saved one), ask the server for the provider's authorize address, and go there; the provider sends the browser back
 * to the settings page. Saving, asking and navigating are provided by the page, so the machine stays pure.
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
    unchanged: ({ context, event }) =>
      event.type === 'CONNECT' &&
      event.client.clientSecret === '' &&
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
          return { clientId: client.clientId.trim(), clientSecret: client.clientSecret };
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
