import { assign, emit, fromPromise, setup } from 'xstate';
import type { BrowserStorage } from '../../../lib/storage/browser-storage';
import {
  isSignInPasswordLongEnough,
  isValidEmail,
  normaliseEmail,
  signInFailureText,
  signInInputText,
} from '../../../lib/validation/access-rules';
import {
  AUTHENTICATION_INVALID_MESSAGE,
  PASSWORDS_DID_NOT_MATCH_MESSAGE,
  SIGN_IN_BAD_EMAIL_MESSAGE,
} from '../../../lib/validation/access-rules.messages';
import { LINK_PASSWORD_TOO_SHORT_MESSAGE } from './link-landing.messages';

/** A link to one record for one address (specification §3 "Link"). */
export interface Link {
  userEmail: string;
  userName?: string;
  catalogName: string;
  recordId: string;
  appName: string;
}
export interface LinkAnswer {
  link?: Link;
  isNewUser?: boolean;
}
export interface LinkSignInAnswer {
  error?: string;
  token?: string;
  refreshToken?: string;
  user?: { _id: string } & Record<string, unknown>;
}

/** Only the first character and the domain stay visible: a link forwarded by mistake reveals little. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? `${email[0]}***` : '';
  return `${email[0]}***${email.slice(at)}`;
}

export function recordAppPath(tenancy: string, link: Link): string {
  const parts = [tenancy, link.catalogName, link.recordId, link.appName].map(encodeURIComponent);
  return `/${parts.join('/')}?external`;
}

export interface LinkLandingInput {
  tenancy: string;
  linkId: string;
  visitorId: string;
  storage: Pick<BrowserStorage, 'setToken'>;
}

export interface LinkLandingContext extends LinkLandingInput {
  link?: Link;
  /** What the person typed: the server shows the link's address masked, so they prove they know it. */
  email: string;
  password: string;
  confirm: string;
  invalid: { email?: boolean; password?: boolean; confirm?: boolean };
  error?: string;
  token?: string;
  refreshToken?: string;
  user?: LinkSignInAnswer['user'];
}

export type LinkLandingEvent =
  { type: 'CHANGE'; field: 'email' | 'password' | 'confirm'; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export type LinkLandingEmitted = { type: 'signedIn'; token: string; user: NonNullable<LinkSignInAnswer['user']> };

/** The typed address, or the link's own when it came unmasked and nothing was typed. */
const linkEmail = (context: LinkLandingContext) => {
  const shown = context.link?.userEmail ?? '';
  return normaliseEmail(context.email) || (shown.includes('***') ? '' : shown);
};

type InputProblem = Pick<LinkLandingContext, 'error' | 'invalid'>;

/** What stops a registration by link from being sent, first problem first; undefined when it may go. */
function registrationProblem(context: LinkLandingContext): InputProblem | undefined {
  if (!isValidEmail(linkEmail(context))) return { error: SIGN_IN_BAD_EMAIL_MESSAGE, invalid: { email: true } };
  if (!isSignInPasswordLongEnough(context.password)) {
    return { error: LINK_PASSWORD_TOO_SHORT_MESSAGE, invalid: { password: true } };
  }
  if (context.password !== context.confirm)
    return { error: PASSWORDS_DID_NOT_MATCH_MESSAGE, invalid: { confirm: true } };
  return undefined;
}

/** What stops a sign-in by link from being sent; undefined when it may go. */
function signInProblem(context: LinkLandingContext): InputProblem | undefined {
  const email = linkEmail(context);
  if (!isValidEmail(email)) return { error: SIGN_IN_BAD_EMAIL_MESSAGE, invalid: { email: true } };
  if (!isSignInPasswordLongEnough(context.password)) {
    return { error: signInInputText(email, context.password), invalid: { password: true } };
  }
  return undefined;
}

/** A sign-in or registration answer that signs the person in. */
const hasSession = (answer: LinkSignInAnswer | undefined) => !!answer?.token && !!answer.user;
/** Keep the session; the typed passwords are no longer needed. */
const keepSession = (answer: LinkSignInAnswer) => ({
  token: answer.token,
  refreshToken: answer.refreshToken,
  user: answer.user,
  password: '',
  confirm: '',
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * Link landing (specification §2.8, §4 "Link flow"): loading, then not found, registration by link (new user) or
 * sign-in by link (existing user). On success the token is stored for the workspace, the user is announced to the
 * app state, the record is fetched and, when it exists, the machine ends with the record app's path.
 */
export const linkLandingMachine = setup({
  types: {} as {
    input: LinkLandingInput;
    context: LinkLandingContext;
    events: LinkLandingEvent;
    emitted: LinkLandingEmitted;
    output: { redirectTo: string };
  },
  actors: {
    getLink: fromPromise<LinkAnswer | undefined, { linkId: string }>(async () => {
      throw new Error('getLink actor not provided');
    }),
    registerByLink: fromPromise<
      LinkSignInAnswer,
      { linkId: string; user: { email: string; name?: string; pass: string } }
    >(async () => {
      throw new Error('registerByLink actor not provided');
    }),
    signIn: fromPromise<
      LinkSignInAnswer,
      { linkId: string; user: { email: string; password: string }; visitorId: string }
    >(async () => {
      throw new Error('signIn actor not provided');
    }),
    getRecord: fromPromise<unknown, { catalogName: string; recordId: string }>(async () => {
      throw new Error('getRecord actor not provided');
    }),
  },
  actions: {
    change: assign(({ event }) =>
      event.type === 'CHANGE' ? { [event.field]: event.value, invalid: {}, error: undefined } : {},
    ),
    explainRegistration: assign(({ context }) => registrationProblem(context) ?? {}),
    explainSignIn: assign(({ context }) => signInProblem(context) ?? {}),
    storeToken: ({ context }) => context.storage.setToken(context.tenancy, context.token!),
    announce: emit(({ context }) => ({ type: 'signedIn', token: context.token!, user: context.user! }) as const),
  },
  guards: {
    registrationInvalid: ({ context }) => registrationProblem(context) !== undefined,
    signInInvalid: ({ context }) => signInProblem(context) !== undefined,
  },
}).createMachine({
  id: 'linkLanding',
  context: ({ input }) => ({ ...input, email: '', password: '', confirm: '', invalid: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'getLink',
        input: ({ context }) => ({ linkId: context.linkId }),
        onDone: [
          { guard: ({ event }) => !event.output?.link, target: 'notFound' },
          {
            guard: ({ event }) => event.output!.isNewUser === true,
            target: 'register',
            actions: assign({ link: ({ event }) => event.output!.link }),
          },
          { target: 'signIn', actions: assign({ link: ({ event }) => event.output!.link }) },
        ],
        onError: [
          { guard: ({ event }) => isNotFound(event.error), target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    notFound: {},
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: undefined }) } } },
    register: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [{ guard: 'registrationInvalid', actions: 'explainRegistration' }, { target: 'submitting' }],
          },
        },
        submitting: {
          invoke: {
            src: 'registerByLink',
            input: ({ context }) => ({
              linkId: context.linkId,
              user: { email: linkEmail(context), name: context.link!.userName, pass: context.password },
            }),
            onDone: [
              {
                guard: ({ event }) => !!event.output?.error,
                target: 'editing',
                actions: assign({ error: ({ event }) => event.output.error }),
              },
              {
                guard: ({ event }) => hasSession(event.output),
                target: '#linkLanding.signedIn',
                actions: assign(({ event }) => keepSession(event.output)),
              },
              { target: 'editing', actions: assign({ error: AUTHENTICATION_INVALID_MESSAGE }) },
            ],
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    signIn: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [{ guard: 'signInInvalid', actions: 'explainSignIn' }, { target: 'submitting' }],
          },
        },
        submitting: {
          invoke: {
            src: 'signIn',
            input: ({ context }) => ({
              linkId: context.linkId,
              user: { email: linkEmail(context), password: context.password },
              visitorId: context.visitorId,
            }),
            onDone: [
              {
                guard: ({ event }) => hasSession(event.output),
                target: '#linkLanding.signedIn',
                actions: assign(({ event }) => keepSession(event.output)),
              },
              { target: 'editing', actions: assign({ error: AUTHENTICATION_INVALID_MESSAGE }) },
            ],
            onError: {
              target: 'editing',
              actions: assign({ error: ({ context, event }) => signInFailureText(event.error, context.password) }),
            },
          },
        },
      },
    },
    signedIn: {
      entry: ['storeToken', 'announce'],
      invoke: {
        src: 'getRecord',
        input: ({ context }) => ({ catalogName: context.link!.catalogName, recordId: context.link!.recordId }),
        onDone: [{ guard: ({ event }) => event.output != null, target: 'done' }, { target: 'notFound' }],
        onError: 'notFound',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ redirectTo: recordAppPath(context.tenancy, context.link!) }),
});
