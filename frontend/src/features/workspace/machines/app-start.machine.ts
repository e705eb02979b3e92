import { assign, fromPromise, setup } from 'xstate';
import type { SessionCheck } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy, TenancyResult } from '../../../lib/tenancy/tenancy.types';
import { termsAcceptanceRequired } from '../../../lib/validation/access-rules';

export interface AppStartInput {
  /** The workspace named in the path; undefined on '/'. */
  tenancy?: string;
  /** The workspace's token from the tokens map, if any. */
  token?: string;
}

export interface AppStartContext {
  name?: string;
  token?: string;
  tenancy?: Tenancy;
  user?: SessionUser;
  /** Why there is no workspace: 'Tenancy is empty' or the server's not-found message. */
  reason?: string;
}

export type AppStartEvent =
  | { type: 'SIGNED_IN'; token: string; user: SessionUser }
  /** The terms were accepted elsewhere (the terms modal's own machine saved them): the stored user. */
  | { type: 'TERMS_ACCEPTED'; user: SessionUser }
  | { type: 'REJECT_TERMS' }
  | { type: 'SIGN_OUT' };

/**
 * Application start (specification §4): loading, then not responding, no workspace, inactive, terms required,
 * signed in or signed out. The fetchers are actors the caller provides, so the machine stays pure.
 */
function termsRequired(user: SessionUser, tenancy: Tenancy): boolean {
  return termsAcceptanceRequired(user, tenancy.settings, tenancy.addons);
}

export const appStartMachine = setup({
  types: {} as { input: AppStartInput; context: AppStartContext; events: AppStartEvent },
  actors: {
    checkTenancy: fromPromise<TenancyResult, { name: string }>(async () => {
      throw new Error('checkTenancy actor not provided');
    }),
    validateSession: fromPromise<SessionCheck, { name: string; token: string }>(async () => {
      throw new Error('validateSession actor not provided');
    }),
  },
  actions: {
    /** Storage side effects (forget the token) belong to the caller. */
    signedOut: () => {},
  },
  guards: {
    hasName: ({ context }) => !!context.name,
    hasToken: ({ context }) => !!context.token,
    termsRequired: ({ context }) => !!context.user && !!context.tenancy && termsRequired(context.user, context.tenancy),
  },
}).createMachine({
  id: 'appStart',
  context: ({ input }) => ({ name: input.tenancy, token: input.token }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'start',
      states: {
        start: {
          always: [
            { guard: 'hasName', target: 'tenancy' },
            { target: '#appStart.noWorkspace', actions: assign({ reason: 'Tenancy is empty' }) },
          ],
        },
        tenancy: {
          invoke: {
            src: 'checkTenancy',
            input: ({ context }) => ({ name: context.name! }),
            onDone: [
              { guard: ({ event }) => event.output.kind === 'notResponding', target: '#appStart.notResponding' },
              {
                guard: ({ event }) => event.output.kind === 'notFound' || event.output.kind === 'invalid',
                target: '#appStart.noWorkspace',
                actions: assign({
                  reason: ({ event }) => ('message' in event.output ? event.output.message : undefined),
                }),
              },
              {
                guard: ({ event }) => event.output.kind === 'found' && !event.output.tenancy.isActive,
                target: '#appStart.inactive',
                actions: assign({
                  tenancy: ({ event }) => (event.output.kind === 'found' ? event.output.tenancy : undefined),
                }),
              },
              {
                target: 'session',
                actions: assign({
                  tenancy: ({ event }) => (event.output.kind === 'found' ? event.output.tenancy : undefined),
                }),
              },
            ],
            onError: '#appStart.notResponding',
          },
        },
        session: {
          always: [{ guard: 'hasToken', target: 'validating' }, { target: '#appStart.signedOut' }],
        },
        validating: {
          invoke: {
            src: 'validateSession',
            input: ({ context }) => ({ name: context.name!, token: context.token! }),
            onDone: [
              {
                guard: ({ event }) => event.output.isAuth && !!event.output.user,
                target: 'signedInChecks',
                actions: assign({ user: ({ event }) => event.output.user }),
              },
              { target: '#appStart.signedOut', actions: ['signedOut', assign({ token: undefined })] },
            ],
            // Any failure of the check (network, 401, 404 while there is no endpoint) means the sign-in screen.
            onError: { target: '#appStart.signedOut', actions: ['signedOut', assign({ token: undefined })] },
          },
        },
        signedInChecks: {
          always: [{ guard: 'termsRequired', target: '#appStart.termsRequired' }, { target: '#appStart.signedIn' }],
        },
      },
    },
    notResponding: { type: 'final' },
    noWorkspace: { type: 'final' },
    inactive: { type: 'final' },
    // The terms modal runs its own machine and saves the acceptance; this one only learns the outcome.
    termsRequired: {
      on: {
        TERMS_ACCEPTED: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
        REJECT_TERMS: { target: 'signedOut', actions: ['signedOut', assign({ token: undefined, user: undefined })] },
      },
    },
    signedIn: {
      on: { SIGN_OUT: { target: 'signedOut', actions: ['signedOut', assign({ token: undefined, user: undefined })] } },
    },
    signedOut: {
      on: {
        SIGNED_IN: [
          {
            guard: ({ context, event }) => !!context.tenancy && termsRequired(event.user, context.tenancy),
            target: 'termsRequired',
            actions: assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
          },
          {
            target: 'signedIn',
            actions: assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
          },
        ],
      },
    },
  },
});
