import { assign, emit, fromPromise, setup } from 'xstate';
import type { SessionCheck } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import type { BrowserStorage } from '../../../lib/storage/browser-storage';

/** One shared type in lib/session (the app start uses the same). */
export type AuthUser = SessionUser;
export type AuthCheck = SessionCheck;

/** The tokens map is the source of the Authorization header: the http client reads the workspace's token there. */
export type SessionTokenStore = Pick<BrowserStorage, 'getToken' | 'setToken' | 'signOut'>;

export interface SessionInput {
  workspace: string;
  /** The token of query t, decoded with decodeUrlToken. */
  urlToken?: string;
  /** The token of query external (a link for an external user). */
  externalToken?: string;
  visitorId: string;
  storage: SessionTokenStore;
}

/** §2.3: query t carries a base64 JSON token, either the token itself or an object holding it. */
export function decodeUrlToken(t: string | null | undefined): string | undefined {
  if (!t) return undefined;
  try {
    const value: unknown = JSON.parse(atob(t.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof value === 'string' && value) return value;
    const token = (value as { token?: unknown } | null)?.token;
    if (typeof token === 'string' && token) return token;
  } catch {
    // Not base64 JSON: a link mangled by a mail client. The stored token may still work.
  }
  return undefined;
}

export interface SessionContext {
  workspace: string;
  visitorId: string;
  storage: SessionTokenStore;
  /** Tokens still to try, most specific first: the URL's, the external link's, the stored one. */
  candidates: string[];
  token?: string;
  user?: AuthUser;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; token: string; user: AuthUser }
  | { type: 'TOKEN_REFRESHED'; token: string }
  | { type: 'SIGN_OUT' };

export type SessionEmitted = { type: 'loggedIn'; user: AuthUser } | { type: 'loggedOut' };

/**
 * Session (specification §4): a token from the URL, an external link or the tokens map is checked with isAuth
 * (token and visitorId). A valid one (or its refreshed successor) is stored for the workspace, which sets the
 * Authorization header, and the session is logged in; otherwise the sign-in screen shows. Sign-out removes the
 * workspace's token and lastWorkspace and asks the server to revoke the token.
 */
export const sessionMachine = setup({
  types: {} as { input: SessionInput; context: SessionContext; events: SessionEvent; emitted: SessionEmitted },
  actors: {
    isAuth: fromPromise<AuthCheck, { token: string; visitorId: string }>(async () => {
      throw new Error('isAuth actor not provided');
    }),
    // Revoking is the server's business; a failure must not keep the person signed in here.
    revoke: fromPromise<unknown, { workspace: string; token: string }>(async () => undefined),
  },
  actions: {
    store: ({ context }) => context.storage.setToken(context.workspace, context.token!),
    forget: ({ context }) => context.storage.signOut(context.workspace),
  },
  guards: {
    hasCandidate: ({ context }) => context.candidates.length > 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const stored = input.storage.getToken(input.workspace);
    const candidates = [input.urlToken, input.externalToken, stored].filter((t): t is string => !!t);
    return {
      workspace: input.workspace,
      visitorId: input.visitorId,
      storage: input.storage,
      candidates: [...new Set(candidates)],
    };
  },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCandidate', target: 'validating' }, { target: 'loggedOut' }] },
    validating: {
      invoke: {
        src: 'isAuth',
        input: ({ context }) => ({ token: context.candidates[0], visitorId: context.visitorId }),
        onDone: [
          {
            guard: ({ event }) => event.output?.isAuth === true && !!event.output.user,
            target: 'loggedIn',
            actions: [
              assign({
                token: ({ context, event }) => event.output.refreshToken || context.candidates[0],
                user: ({ event }) => event.output.user,
                candidates: [],
              }),
              'store',
            ],
          },
          {
            guard: ({ context }) => context.candidates.length > 1,
            target: 'validating',
            reenter: true,
            actions: assign({ candidates: ({ context }) => context.candidates.slice(1) }),
          },
          // The last candidate was refused: a stored token that no longer works is dropped.
          { target: 'loggedOut', actions: ['forget', assign({ candidates: [] })] },
        ],
        // The server could not answer: keep the stored token for the next visit.
        onError: { target: 'loggedOut', actions: assign({ candidates: [] }) },
      },
    },
    loggedIn: {
      entry: emit(({ context }) => ({ type: 'loggedIn', user: context.user! }) as const),
      on: {
        SIGN_OUT: 'signingOut',
        TOKEN_REFRESHED: { actions: [assign({ token: ({ event }) => event.token }), 'store'] },
      },
    },
    signingOut: {
      entry: 'forget',
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({ workspace: context.workspace, token: context.token! }),
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      exit: assign({ token: undefined, user: undefined }),
    },
    loggedOut: {
      entry: emit({ type: 'loggedOut' }),
      on: {
        SIGNED_IN: {
          target: 'loggedIn',
          actions: [assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }), 'store'],
        },
      },
    },
  },
});
