import { assign, fromPromise, setup } from 'xstate';
import { serverSaid } from '../../../lib/http/http-error';
import { isCreatePasswordLongEnough, isValidEmail } from '../../../lib/validation/access-rules';
import {
  AUTHENTICATION_INVALID_MESSAGE,
  PASSWORDS_DID_NOT_MATCH_MESSAGE,
} from '../../../lib/validation/access-rules.messages';
import {
  EXPECTED_PARAMETERS_NOT_SUPPLIED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  VERIFY_BOTH_PASSWORDS_MESSAGE,
} from './create-password.messages';

export interface CreatePasswordParams {
  /** A plain token on /confirm. */
  token: string;
  type: 'default' | 'microsoft';
  internalEmail?: string;
  /** Where the person goes after signing in; a path of this site. */
  backLink?: string;
}

export type CreatePasswordQuery =
  { kind: 'absent' } | { kind: 'invalid' } | { kind: 'ok'; params: CreatePasswordParams };

/**
 * A path of this site (an address or a protocol-relative URL would make the e-mailed link an open redirect): one leading '/', no '\\' (browsers read it as '/'), and no control characters
 * (browsers drop tabs and newlines from addresses, so "/\t/evil.test" would become "//evil.test").
 */
const isLocalPath = (link: string) =>
  /^\/(?!\/)/.test(link) && !link.includes('\\') && ![...link].some((c) => c < ' ' || c === '\x7f');

/**
 * Reads t, type, internalEmail and backLink (specification §2.7). No t: nothing to show. Anything the screen
 * cannot act on (empty token, unknown type, Microsoft without a valid address, a foreign back link): invalid.
 */
export function parseCreatePasswordQuery(query: string | URLSearchParams): CreatePasswordQuery {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const token = params.get('t');
  if (token === null) return { kind: 'absent' };
  const type = params.get('type') ?? 'default';
  const internalEmail = params.get('internalEmail') ?? undefined;
  const backLink = params.get('backLink') ?? undefined;
  if (token.trim() === '' || (type !== 'default' && type !== 'microsoft')) return { kind: 'invalid' };
  if (internalEmail !== undefined && !isValidEmail(internalEmail)) return { kind: 'invalid' };
  if (type === 'microsoft' && internalEmail === undefined) return { kind: 'invalid' };
  if (backLink !== undefined && !isLocalPath(backLink)) return { kind: 'invalid' };
  return { kind: 'ok', params: { token, type, internalEmail, backLink } };
}

/** The answer of POST /api/users/password: the login payload. */
export interface LoginPayload {
  token?: string;
  user?: unknown;
  refreshToken?: string;
}

export interface CreatePasswordInput {
  tenancy: string;
  query: string | URLSearchParams;
}

export interface CreatePasswordContext {
  tenancy: string;
  query: CreatePasswordQuery;
  password: string;
  confirm: string;
  invalid: { password?: boolean; confirm?: boolean };
  error?: string;
  /** The server's answer once the password is set. */
  login?: LoginPayload & { token: string };
}

export type CreatePasswordEvent =
  { type: 'CHANGE'; field: 'password' | 'confirm'; value: string } | { type: 'SUBMIT' } | { type: 'SIGN_IN_MICROSOFT' };

export type CreatePasswordOutput =
  { kind: 'signIn'; login: LoginPayload & { token: string }; backLink?: string } | { kind: 'redirect'; url: string };

const paramsOf = (context: CreatePasswordContext): CreatePasswordParams => {
  if (context.query.kind !== 'ok') throw new Error('create password: no parameters');
  return context.query.params;
};

/** §7: the Microsoft button is a redirect relative to the workspace's API base. */
export function microsoftSignInPath(tenancy: string, internalEmail: string): string {
  return `/${encodeURIComponent(tenancy)}/api/auth/microsoft?internalEmail=${encodeURIComponent(internalEmail)}`;
}

/**
 * Create your password (specification §2.7, §5): the default type asks for the password twice (8 or more
 * characters, equal) and posts it with the token; the answer signs the person in. The Microsoft type only offers
 * 'Sign in using Microsoft'. The states hidden and invalidParameters are what the screen shows without or with
 * broken parameters.
 */
export const createPasswordMachine = setup({
  types: {} as {
    input: CreatePasswordInput;
    context: CreatePasswordContext;
    events: CreatePasswordEvent;
    output: CreatePasswordOutput;
  },
  actors: {
    setPassword: fromPromise<LoginPayload, { token: string; password: string }>(async () => {
      throw new Error('setPassword actor not provided');
    }),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? { ...context, [event.field]: event.value, invalid: {}, error: undefined } : context,
    ),
  },
  guards: {
    absent: ({ context }) => context.query.kind === 'absent',
    invalid: ({ context }) => context.query.kind === 'invalid',
    microsoft: ({ context }) => context.query.kind === 'ok' && context.query.params.type === 'microsoft',
    tooShort: ({ context }) =>
      !isCreatePasswordLongEnough(context.password) || !isCreatePasswordLongEnough(context.confirm),
    different: ({ context }) => context.password !== context.confirm,
  },
}).createMachine({
  id: 'createPassword',
  context: ({ input }) => ({
    tenancy: input.tenancy,
    query: parseCreatePasswordQuery(input.query),
    password: '',
    confirm: '',
    invalid: {},
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'absent', target: 'hidden' },
        { guard: 'invalid', target: 'invalidParameters' },
        { guard: 'microsoft', target: 'microsoft' },
        { target: 'editing' },
      ],
    },
    hidden: {},
    invalidParameters: { entry: assign({ error: EXPECTED_PARAMETERS_NOT_SUPPLIED_MESSAGE }) },
    microsoft: {
      on: { SIGN_IN_MICROSOFT: 'redirecting' },
    },
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          {
            guard: 'tooShort',
            actions: assign(({ context }) => ({
              error: PASSWORD_TOO_SHORT_MESSAGE,
              invalid: {
                password: !isCreatePasswordLongEnough(context.password),
                confirm: !isCreatePasswordLongEnough(context.confirm),
              },
            })),
          },
          {
            guard: 'different',
            actions: assign({ error: PASSWORDS_DID_NOT_MATCH_MESSAGE, invalid: { confirm: true } }),
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'setPassword',
        input: ({ context }) => ({ token: paramsOf(context).token, password: context.password }),
        onDone: [
          {
            guard: ({ event }) => typeof event.output?.token === 'string' && event.output.token !== '',
            target: 'done',
            actions: assign({ login: ({ event }) => event.output as LoginPayload & { token: string } }),
          },
          { target: 'editing', actions: assign({ error: AUTHENTICATION_INVALID_MESSAGE }) },
        ],
        onError: {
          target: 'editing',
          // The server's reason (an expired link, a short password) when it gave one; otherwise §8's general text.
          actions: assign({ error: ({ event }) => serverSaid(event.error) ?? VERIFY_BOTH_PASSWORDS_MESSAGE }),
        },
      },
    },
    done: {
      type: 'final',
      entry: assign({ password: '', confirm: '' }),
    },
    redirecting: { type: 'final' },
  },
  output: ({ context }) => {
    const params = paramsOf(context);
    if (params.type === 'microsoft')
      return { kind: 'redirect', url: microsoftSignInPath(context.tenancy, params.internalEmail!) };
    return { kind: 'signIn', login: context.login!, backLink: params.backLink };
  },
});
