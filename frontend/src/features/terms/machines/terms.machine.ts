import { assign, fromPromise, setup } from 'xstate';
import { termsAcceptanceRequired, type TermsSettings } from '../../../lib/validation/access-rules';

/** The full user object: accepting is a user update with every field (specification §7 PUT /api/users/{id}). */
export interface TermsUser {
  _id: string;
  isExternal?: boolean;
  lastAccepted?: string;
  [field: string]: unknown;
}

export interface TermsInput {
  user: TermsUser;
  settings: TermsSettings;
  addons: readonly string[];
  /** The clock, so tests can fix "now". */
  now?: () => Date;
}

export interface TermsContext {
  user: TermsUser;
  /** The text shown: the external terms for external users. */
  terms?: string;
  required: boolean;
  now: () => Date;
  error?: string;
  outcome?: 'notRequired' | 'accepted' | 'rejected';
}

export type TermsEvent = { type: 'ACCEPT' } | { type: 'REJECT' };
export type TermsOutput = { outcome: 'notRequired' | 'accepted'; user: TermsUser } | { outcome: 'rejected' };

/**
 * Terms of service (specification §4): asked when required; ACCEPT stores lastAccepted = now through a user
 * update with the full user object; REJECT ends with the outcome 'rejected', on which the caller's session signs
 * out (the application-start machine's session child does it). A failed update leaves the question open, with the
 * text.
 */
export const termsMachine = setup({
  types: {} as { input: TermsInput; context: TermsContext; events: TermsEvent; output: TermsOutput },
  actors: {
    updateUser: fromPromise<TermsUser, { user: TermsUser }>(async () => {
      throw new Error('updateUser actor not provided');
    }),
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({
    user: input.user,
    terms: input.user.isExternal ? input.settings.termsForExternal : input.settings.terms,
    required: termsAcceptanceRequired(input.user, input.settings, input.addons),
    now: input.now ?? (() => new Date()),
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: ({ context }) => context.required, target: 'asking' }, { target: 'notRequired' }] },
    asking: { on: { ACCEPT: 'accepting', REJECT: 'rejected' } },
    accepting: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'updateUser',
        input: ({ context }) => ({ user: { ...context.user, lastAccepted: context.now().toISOString() } }),
        onDone: { target: 'accepted', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'asking',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    notRequired: { type: 'final', entry: assign({ outcome: 'notRequired' as const }) },
    accepted: { type: 'final', entry: assign({ outcome: 'accepted' as const }) },
    rejected: { type: 'final', entry: assign({ outcome: 'rejected' as const }) },
  },
  output: ({ context }) =>
    context.outcome === 'rejected' ? { outcome: 'rejected' } : { outcome: context.outcome!, user: context.user },
});
