import { assign, fromPromise, setup } from 'xstate';
import type { SessionCheck, SignInResult } from '../../../lib/session/session-check';
import {
  dropSessionTokens,
  forgetSessionTokens,
  markLastWorkspace,
  storedSessionTokens,
  storeSessionTokens,
  type SessionStorage,
  type SessionTokens,
} from '../../../lib/session/session-tokens';
import type { SessionUser } from '../../../lib/session/session-user';

export interface SessionInput {
  workspace: string;
  /** Tokens the address brought (query t, or an external link's token): tried before the stored ones. */
  urlTokens?: SessionTokens;
  /** The tokens map: what is stored there is what the http client sends as Authorization. */
  storage: SessionStorage;
}

export interface SessionContext {
  workspace: string;
  storage: SessionStorage;
  /** Sessions still to check, the address's first. */
  candidates: SessionTokens[];
  user?: SessionUser;
}

export type SessionEvent =
  /** A sign-in screen (password, link, create password) obtained a session. */
  { type: 'SIGNED_IN'; session: SignInResult } | { type: 'SIGN_OUT' };

/** How long sign-out waits for the server before forgetting the session anyway. */
export const SIGN_OUT_WAIT_MS = 5000;

function candidatesOf(input: SessionInput): SessionTokens[] {
  const stored = storedSessionTokens(input.storage, input.workspace);
  const all = [input.urlTokens, stored].filter((t): t is SessionTokens => !!t?.token);
  // The same token twice is checked once, unless the address marked it external: isExternalToken refusing it
  // (say, a member's own token) must not cost the stored session, which isAuth still checks.
  return all.filter((t, i) => all.findIndex((u) => u.token === t.token && !!u.external === !!t.external) === i);
}

/** Replaces the workspace's stored pair, so a new access token never travels with another session's refresh token. */
function keep(context: SessionContext, tokens: SessionTokens): void {
  dropSessionTokens(context.storage, context.workspace);
  storeSessionTokens(context.storage, context.workspace, tokens);
}

/**
 * Session (specification §4): a token found in the URL, an external link's token or the one in the tokens map is
 * validated (the `validate` actor: isAuth, which may also renew or exchange it; isExternalToken for a token marked
 * `external`). Valid: the tokens are stored for
 * the workspace, which sets the Authorization header, the user is kept and the session is logged in. Otherwise
 * the sign-in screen shows; a refused stored token is dropped, one the server could not check is kept for the next
 * visit. Sign-in screens report their session with SIGNED_IN (stored, and the workspace becomes lastWorkspace).
 * SIGN_OUT asks the server to end the session and forgets the workspace's tokens and lastWorkspace whatever it
 * answers. The application-start machine runs this one as its child while the workspace is open.
 */
export const sessionMachine = setup({
  types: {} as { input: SessionInput; context: SessionContext; events: SessionEvent },
  actors: {
    validate: fromPromise<SessionCheck, { workspace: string } & SessionTokens>(async () => {
      throw new Error('validate actor not provided');
    }),
    revoke: fromPromise<void, { workspace: string }>(async () => {
      throw new Error('revoke actor not provided');
    }),
  },
  actions: {
    dropStored: ({ context }) => dropSessionTokens(context.storage, context.workspace),
    forget: ({ context }) => forgetSessionTokens(context.storage, context.workspace),
  },
  delays: { signOutWait: SIGN_OUT_WAIT_MS },
  guards: {
    hasCandidate: ({ context }) => context.candidates.length > 0,
    hasMoreCandidates: ({ context }) => context.candidates.length > 1,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ workspace: input.workspace, storage: input.storage, candidates: candidatesOf(input) }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCandidate', target: 'validating' }, { target: 'loggedOut' }] },
    validating: {
      invoke: {
        src: 'validate',
        input: ({ context }) => ({ workspace: context.workspace, ...context.candidates[0] }),
        onDone: [
          {
            guard: ({ event }) => event.output?.isAuth === true && !!event.output.user,
            target: 'loggedIn',
            actions: [
              ({ context, event }) => {
                const checked = context.candidates[0];
                // A renewed or exchanged session replaces the one checked.
                keep(context, {
                  token: event.output.token ?? checked.token,
                  refreshToken: event.output.refreshToken ?? checked.refreshToken,
                });
              },
              assign({ user: ({ event }) => event.output.user, candidates: [] }),
            ],
          },
          {
            guard: 'hasMoreCandidates',
            target: 'validating',
            reenter: true,
            actions: assign({ candidates: ({ context }) => context.candidates.slice(1) }),
          },
          { target: 'loggedOut', actions: ['dropStored', assign({ candidates: [] })] },
        ],
        onError: [
          {
            guard: 'hasMoreCandidates',
            target: 'validating',
            reenter: true,
            actions: assign({ candidates: ({ context }) => context.candidates.slice(1) }),
          },
          // The server could not check the token (down, 5xx): that says nothing about it, so it stays stored.
          { target: 'loggedOut', actions: assign({ candidates: [] }) },
        ],
      },
    },
    loggedIn: {
      on: { SIGN_OUT: 'signingOut' },
    },
    signingOut: {
      // The server call goes first, with the stored token (renewed if it expired); then the browser forgets.
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({ workspace: context.workspace }),
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      after: { signOutWait: 'loggedOut' },
      exit: ['forget', assign({ user: undefined })],
    },
    loggedOut: {
      on: {
        SIGNED_IN: {
          target: 'loggedIn',
          actions: [
            ({ context, event }) => {
              keep(context, event.session);
              markLastWorkspace(context.storage, context.workspace);
            },
            assign({ user: ({ event }) => event.session.user }),
          ],
        },
      },
    },
  },
});
