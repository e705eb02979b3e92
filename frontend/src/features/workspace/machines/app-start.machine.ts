import { and, assign, fromPromise, not, or, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { SessionStorage, SessionTokens } from '../../../lib/session/session-tokens';
import type { SessionUser } from '../../../lib/session/session-user';
import type { SignInResult } from '../../../lib/session/session-check';
import type { Tenancy, TenancyResult } from '../../../lib/tenancy/tenancy.types';
import { termsAcceptanceRequired } from '../../../lib/validation/access-rules';
import { sessionMachine } from './session.machine';

export interface AppStartInput {
  /** The workspace named in the path; undefined on '/'. */
  tenancy?: string;
  /** Tokens the address brought (query t or external), checked before the stored ones. */
  urlTokens?: SessionTokens;
  /** The tokens map and lastWorkspace, for the session. */
  storage: SessionStorage;
}

export interface AppStartContext {
  name?: string;
  urlTokens?: SessionTokens;
  storage: SessionStorage;
  tenancy?: Tenancy;
  user?: SessionUser;
  /** Why there is no workspace: 'Tenancy is empty' or the server's not-found message. */
  reason?: string;
}

export type AppStartEvent =
  | { type: 'SIGNED_IN'; session: SignInResult }
  /** The terms were accepted elsewhere (the terms modal's own machine saved them): the stored user. */
  | { type: 'TERMS_ACCEPTED'; user: SessionUser }
  | { type: 'REJECT_TERMS' }
  | { type: 'SIGN_OUT' };

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
const loggedInUser = (snapshot: SessionSnapshot) => (snapshot.matches('loggedIn') ? snapshot.context.user : undefined);
/** Only a person who is not signed in yet (the first check, or the sign-in screens) moves on when the session logs in. */
const awaitingSession = or([stateIn({ workspace: 'checking' }), stateIn({ workspace: 'signedOut' })]);

function termsRequired(user: SessionUser, tenancy: Tenancy): boolean {
  return termsAcceptanceRequired(user, tenancy.settings, tenancy.addons);
}

/**
 * Application start (specification §4): loading, then not responding, no workspace, inactive, terms required,
 * signed in or signed out. While an active workspace is open, its session (session.machine.ts) runs as a child:
 * this machine follows the child's state and adds the terms check; sign-in, sign-out and rejected terms are sent
 * to it. The tenancy check is an actor the caller provides, so the machine stays pure.
 */
export const appStartMachine = setup({
  types: {} as { input: AppStartInput; context: AppStartContext; events: AppStartEvent },
  actors: {
    checkTenancy: fromPromise<TenancyResult, { name: string }>(async () => {
      throw new Error('checkTenancy actor not provided');
    }),
    session: sessionMachine,
  },
  guards: {
    hasName: ({ context }) => !!context.name,
  },
}).createMachine({
  id: 'appStart',
  context: ({ input }) => ({ name: input.tenancy, urlTokens: input.urlTokens, storage: input.storage }),
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
                target: '#appStart.workspace',
                actions: assign({
                  tenancy: ({ event }) => (event.output.kind === 'found' ? event.output.tenancy : undefined),
                }),
              },
            ],
            onError: '#appStart.notResponding',
          },
        },
      },
    },
    notResponding: { type: 'final' },
    noWorkspace: { type: 'final' },
    inactive: { type: 'final' },
    workspace: {
      invoke: {
        id: 'session',
        src: 'session',
        input: ({ context }) => ({ workspace: context.name!, urlTokens: context.urlTokens, storage: context.storage }),
        onSnapshot: [
          {
            guard: and([
              ({ context, event }) => {
                const user = loggedInUser(event.snapshot);
                return !!user && !!context.tenancy && termsRequired(user, context.tenancy);
              },
              awaitingSession,
            ]),
            target: '.termsRequired',
            actions: assign({ user: ({ event }) => loggedInUser(event.snapshot) }),
          },
          {
            guard: and([({ event }) => !!loggedInUser(event.snapshot), awaitingSession]),
            target: '.signedIn',
            actions: assign({ user: ({ event }) => loggedInUser(event.snapshot) }),
          },
          {
            guard: and([({ event }) => event.snapshot.matches('loggedOut'), not(stateIn({ workspace: 'signedOut' }))]),
            target: '.signedOut',
            actions: assign({ user: undefined }),
          },
        ],
      },
      initial: 'checking',
      states: {
        /** The session's tokens are being checked: 'Loading...'. */
        checking: {},
        signedOut: {
          on: { SIGNED_IN: { actions: sendTo('session', ({ event }) => event) } },
        },
        // The terms modal runs its own machine and saves the acceptance; this one only learns the outcome.
        termsRequired: {
          on: {
            TERMS_ACCEPTED: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
            REJECT_TERMS: { actions: sendTo('session', { type: 'SIGN_OUT' }) },
          },
        },
        signedIn: {
          on: { SIGN_OUT: { actions: sendTo('session', { type: 'SIGN_OUT' }) } },
        },
      },
    },
  },
});
