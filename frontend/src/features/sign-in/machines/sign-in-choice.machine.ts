import { assign, fromPromise, setup } from 'xstate';
import {
  isNameLongEnough,
  isSignInPasswordLongEnough,
  isValidEmail,
  normaliseEmail,
  signInFailureText,
  signInInputText,
} from '../../../lib/validation/access-rules';
import { AUTHENTICATION_INVALID_MESSAGE } from '../../../lib/validation/access-rules.messages';
import { socialRedirectUrl, type SocialProvider } from '../api/social-redirect';
import { REGISTRATION_ERROR_DURATION_MS, registrationSentMessage } from './sign-in-choice.messages';

export interface SignInChoiceInput {
  tenancy: string;
  addons: readonly string[];
  isRegistration: boolean;
  /** The query flag `external` of /{tenancy}/{adapter}/{application}?external. */
  external: boolean;
  pathname: string;
  origin: string;
  visitorId: string;
  /** Where the e-mailed confirmation link returns to. */
  backLink?: string;
  /** On a catalog's external link: whether its app invites strangers to register (the server's answer; unknown yet). */
  externalInvites?: boolean;
}

/**
 * The catalog and app of a catalog external link, `/{tenancy}/{catalog}/{app}?external` (002 §6): a stranger may
 * register there, as an external user, when the app is open to external users (the server decides). A record's
 * address (`/{t}/{catalog}/{id}/{app}`) is no such link: its people arrive through a link of their own.
 */
export function externalLinkVisit(external: boolean, pathname: string | undefined) {
  const segments = (pathname ?? '').split('/');
  if (!external || segments.length !== 4 || segments.slice(1).some((segment) => !segment)) return null;
  const [, , collection, app] = segments.map((segment) => safeDecode(segment));
  return { collection, app };
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** What the screen shows (specification §2.4, §2.5, §6 add-on effects). */
export function signInChoiceView(
  input: Pick<SignInChoiceInput, 'addons' | 'isRegistration' | 'external'> & {
    pathname?: string;
    externalInvites?: boolean;
  },
) {
  const no3p = input.addons.includes('no3p_auth_ext');
  const msInternal = input.addons.includes('ms_auth_int');
  const showSocial = input.isRegistration && !input.external && !no3p;
  const onExternalLink = input.external && externalLinkVisit(true, input.pathname) !== null;
  return {
    showSocial,
    showExternalMicrosoft: input.external,
    showPasswordForm: !(input.external && msInternal),
    // An external visit registers only on a catalog's external link, as an external user (not by the workspace's
    // isRegistration, which is about workspace users: the app's External access is the invitation), and only once
    // the server said the link's app invites them (until then, and when it does not, New user is not offered).
    canRegister: input.external ? onExternalLink && input.externalInvites === true : input.isRegistration,
    /** The link's app is not open to external users: the screen says so where New user would be. */
    registrationClosed: onExternalLink && input.externalInvites === false,
    /** BACK and the choice exist only when there is something to choose. */
    showBack: showSocial,
  };
}

/** POST /api/auth/registration's body; through a catalog external link it names the link's catalog and app. */
export interface RegistrationInput {
  user: { email: string; name: string; backLink?: string };
  external?: true;
  collection?: string;
  app?: string;
}

export interface SignInAnswer {
  token?: string;
  user?: { _id: string } & Record<string, unknown>;
  refreshToken?: string;
}

type Field = 'name' | 'email' | 'password';
export interface SignInChoiceContext extends SignInChoiceInput {
  name: string;
  email: string;
  password: string;
  invalid: Partial<Record<Field, boolean>>;
  error?: string;
  /** How long the error stays; undefined: until closed. */
  errorDurationMs?: number;
  notice?: string;
  redirectUrl?: string;
  session?: SignInAnswer & { token: string };
}

export type SignInChoiceEvent =
  | { type: 'CHOOSE_EMAIL' }
  | { type: 'BACK' }
  | { type: 'SOCIAL'; provider: SocialProvider }
  | { type: 'SET_MODE'; mode: 'newUser' | 'returningUser' }
  | { type: 'CHANGE'; field: Field; value: string }
  | { type: 'SUBMIT' }
  /** The server answered whether the external link's app invites registrations. */
  | { type: 'INVITES'; invites: boolean };

export type SignInChoiceOutput =
  | { kind: 'redirect'; url: string }
  | { kind: 'signedIn'; token: string; user?: SignInAnswer['user']; refreshToken?: string };

const fail = (error: string, durationMs?: number) => ({ error, errorDurationMs: durationMs });

/**
 * Sign-in choice (specification §4): the choice of providers, the e-mail form with its New user / Returning user
 * radios, registration (a confirmation e-mail) and sign-in. Ends with a redirect to a provider or a session.
 */
export const signInChoiceMachine = setup({
  types: {} as {
    input: SignInChoiceInput;
    context: SignInChoiceContext;
    events: SignInChoiceEvent;
    output: SignInChoiceOutput;
  },
  actors: {
    register: fromPromise<{ error?: string } | undefined, RegistrationInput>(async () => {
      throw new Error('register actor not provided');
    }),
    signIn: fromPromise<SignInAnswer, { user: { email: string; password: string }; visitorId: string }>(async () => {
      throw new Error('signIn actor not provided');
    }),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? { [event.field]: event.value, invalid: { ...context.invalid, [event.field]: false } }
        : {},
    ),
    clear: assign({ invalid: {}, error: undefined, errorDurationMs: undefined, notice: undefined }),
    redirect: assign({
      redirectUrl: ({ context, event }) =>
        event.type === 'SOCIAL'
          ? socialRedirectUrl(event.provider, context.tenancy, context.pathname, context.external, context.origin)
          : undefined,
    }),
  },
  guards: {
    startsWithChoice: ({ context }) =>
      signInChoiceView(context).showSocial || !signInChoiceView(context).showPasswordForm,
    socialAllowed: ({ context, event }) =>
      event.type === 'SOCIAL' &&
      (context.external ? event.provider === 'microsoft' : signInChoiceView(context).showSocial),
    canGoBack: ({ context }) => signInChoiceView(context).showBack,
    toNewUser: ({ context, event }) =>
      event.type === 'SET_MODE' && event.mode === 'newUser' && signInChoiceView(context).canRegister,
    toReturningUser: ({ event }) => event.type === 'SET_MODE' && event.mode === 'returningUser',
    registrationValid: ({ context }) => isValidEmail(normaliseEmail(context.email)) && isNameLongEnough(context.name),
    signInValid: ({ context }) =>
      isValidEmail(normaliseEmail(context.email)) && isSignInPasswordLongEnough(context.password),
  },
}).createMachine({
  id: 'signInChoice',
  context: ({ input }) => ({ ...input, name: '', email: '', password: '', invalid: {} }),
  initial: 'start',
  on: {
    SOCIAL: { guard: 'socialAllowed', target: '.redirecting', actions: 'redirect' },
    INVITES: { actions: assign({ externalInvites: ({ event }) => event.invites }) },
  },
  states: {
    start: { always: [{ guard: 'startsWithChoice', target: 'choice' }, { target: 'email' }] },
    choice: {
      on: { CHOOSE_EMAIL: { guard: ({ context }) => signInChoiceView(context).showPasswordForm, target: 'email' } },
    },
    email: {
      initial: 'returningUser',
      entry: 'clear',
      on: {
        BACK: { guard: 'canGoBack', target: 'choice' },
        SET_MODE: [
          { guard: 'toNewUser', target: '.newUser', actions: 'clear' },
          { guard: 'toReturningUser', target: '.returningUser', actions: 'clear' },
        ],
        CHANGE: { actions: 'change' },
      },
      states: {
        newUser: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: [
                  { guard: 'registrationValid', target: 'registering', actions: 'clear' },
                  {
                    actions: assign(({ context }) => ({
                      invalid: {
                        email: !isValidEmail(normaliseEmail(context.email)),
                        name: !isNameLongEnough(context.name),
                      },
                    })),
                  },
                ],
              },
            },
            registering: {
              invoke: {
                src: 'register',
                input: ({ context }): RegistrationInput => {
                  const user = {
                    email: normaliseEmail(context.email),
                    name: context.name.trim(),
                    backLink: context.backLink,
                  };
                  const visit = externalLinkVisit(context.external, context.pathname);
                  return visit ? { user, external: true, ...visit } : { user };
                },
                onDone: [
                  {
                    guard: ({ event }) => !!event.output?.error,
                    target: 'editing',
                    actions: assign(({ event }) => fail(event.output!.error!, REGISTRATION_ERROR_DURATION_MS)),
                  },
                  // The page confirms with a toast (§4); the form stays, so a mistyped address can be sent again.
                  {
                    target: 'editing',
                    actions: assign({
                      notice: ({ context }) => registrationSentMessage(normaliseEmail(context.email)),
                    }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) =>
                    fail(
                      event.error instanceof Error ? event.error.message : String(event.error),
                      REGISTRATION_ERROR_DURATION_MS,
                    ),
                  ),
                },
              },
            },
          },
        },
        returningUser: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: [
                  { guard: 'signInValid', target: 'signingIn', actions: 'clear' },
                  {
                    actions: assign(({ context }) => {
                      const email = !isValidEmail(normaliseEmail(context.email));
                      const password = !isSignInPasswordLongEnough(context.password);
                      return {
                        invalid: { email, password },
                        ...fail(signInInputText(context.email, context.password)!),
                      };
                    }),
                  },
                ],
              },
            },
            signingIn: {
              invoke: {
                src: 'signIn',
                input: ({ context }) => ({
                  user: { email: normaliseEmail(context.email), password: context.password },
                  visitorId: context.visitorId,
                }),
                onDone: [
                  {
                    guard: ({ event }) => !!event.output?.token,
                    target: '#signInChoice.signedIn',
                    actions: assign({
                      session: ({ event }) => event.output as SignInAnswer & { token: string },
                      password: '',
                    }),
                  },
                  { target: 'editing', actions: assign(fail(AUTHENTICATION_INVALID_MESSAGE)) },
                ],
                onError: {
                  target: 'editing',
                  actions: assign(({ context, event }) => fail(signInFailureText(event.error, context.password))),
                },
              },
            },
          },
        },
      },
    },
    redirecting: { type: 'final' },
    signedIn: { type: 'final' },
  },
  output: ({ context }) =>
    context.session
      ? {
          kind: 'signedIn',
          token: context.session.token,
          user: context.session.user,
          refreshToken: context.session.refreshToken,
        }
      : { kind: 'redirect', url: context.redirectUrl! },
});
