import { assign, fromPromise, setup } from 'xstate';
import { isValidEmail, normaliseEmail } from '../../../lib/validation/access-rules';
import { RESET_LINK_SENT_MESSAGE } from './forgot-password.messages';

export interface ForgotPasswordInput {
  tenancy: string;
  /** The back link received in the navigation state; the server puts it in the e-mailed link. */
  backLink?: string;
}

/** POST /api/users/reset (specification §7); its answer body is not used. */
export interface ResetRequest {
  email: string;
  backLink?: string;
}

export interface ForgotPasswordContext {
  tenancy: string;
  backLink?: string;
  email: string;
  /** The notice shown once the request was accepted. */
  notice?: string;
  /** The server's text when the request failed. */
  error?: string;
}

export type ForgotPasswordEvent = { type: 'CHANGE'; email: string } | { type: 'SUBMIT' } | { type: 'BACK' };

export interface ForgotPasswordOutput {
  navigateTo: string;
}

/**
 * Forgot password (specification §4): idle, then invalid (malformed e-mail, field flagged) or sending, then sent
 * (Send replaced by a Back button to the sign-in screen) or error (the server's text; Send again retries).
 */
export const forgotPasswordMachine = setup({
  types: {} as {
    input: ForgotPasswordInput;
    context: ForgotPasswordContext;
    events: ForgotPasswordEvent;
    output: ForgotPasswordOutput;
  },
  actors: {
    requestReset: fromPromise<unknown, ResetRequest>(async () => {
      throw new Error('requestReset actor not provided');
    }),
  },
  actions: {
    changeEmail: assign({ email: ({ event }) => (event.type === 'CHANGE' ? event.email : ''), error: undefined }),
  },
  guards: {
    emailValid: ({ context }) => isValidEmail(normaliseEmail(context.email)),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ tenancy: input.tenancy, backLink: input.backLink, email: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'changeEmail' },
        SUBMIT: [{ guard: 'emailValid', target: 'sending' }, { target: 'invalid' }],
      },
    },
    invalid: {
      on: {
        CHANGE: { target: 'idle', actions: 'changeEmail' },
        SUBMIT: [{ guard: 'emailValid', target: 'sending' }],
      },
    },
    sending: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: normaliseEmail(context.email), backLink: context.backLink }),
        onDone: { target: 'sent', actions: assign({ notice: RESET_LINK_SENT_MESSAGE }) },
        onError: {
          target: 'error',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    sent: {
      on: { BACK: 'left' },
    },
    error: {
      on: {
        CHANGE: { target: 'idle', actions: 'changeEmail' },
        SUBMIT: [{ guard: 'emailValid', target: 'sending' }, { target: 'invalid' }],
      },
    },
    left: { type: 'final' },
  },
  output: ({ context }) => ({ navigateTo: `/${context.tenancy}/login` }),
});
