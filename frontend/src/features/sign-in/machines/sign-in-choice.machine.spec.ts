import { createActor, fromPromise, waitFor } from 'xstate';
import {
  signInChoiceMachine,
  signInChoiceView,
  type SignInAnswer,
  type RegistrationInput,
  type SignInChoiceInput,
} from './sign-in-choice.machine';

const BAD_EMAIL =
  'The email does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
const BAD_PASSWORD =
  'The password does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';
const BAD_BOTH =
  'The email or password does not match the user account, or the account does not exist. Please verify both the user name and password and try again.';

type RegisterInput = RegistrationInput;
type SignInInput = { user: { email: string; password: string }; visitorId: string };

function start(
  over: Partial<SignInChoiceInput> = {},
  server: {
    register?: (i: RegisterInput) => Promise<{ error?: string } | undefined>;
    signIn?: (i: SignInInput) => Promise<SignInAnswer>;
  } = {},
) {
  const calls: { register: RegisterInput[]; signIn: SignInInput[] } = { register: [], signIn: [] };
  const machine = signInChoiceMachine.provide({
    actors: {
      register: fromPromise<{ error?: string } | undefined, RegisterInput>(({ input }) => {
        calls.register.push(input);
        return (server.register ?? (async () => undefined))(input);
      }),
      signIn: fromPromise<SignInAnswer, SignInInput>(({ input }) => {
        calls.signIn.push(input);
        return (server.signIn ?? (async () => ({})))(input);
      }),
    },
  });
  const input: SignInChoiceInput = {
    tenancy: 'acme',
    addons: [],
    isRegistration: true,
    external: false,
    pathname: '/acme/login',
    origin: 'http://app.test',
    visitorId: 'visitor-1',
    backLink: '/acme/login',
    ...over,
  };
  return { actor: createActor(machine, { input }).start(), calls };
}
type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, fields: Record<string, string>) =>
  Object.entries(fields).forEach(([field, value]) => actor.send({ type: 'CHANGE', field: field as 'email', value }));

describe('sign-in choice: screens and add-ons', () => {
  it('goes from the choice to the e-mail form and BACK again', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('choice');
    actor.send({ type: 'CHOOSE_EMAIL' });
    expect(actor.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('choice');
  });

  it('with no3p_auth_ext opens the e-mail form without third-party buttons and without BACK', () => {
    const { actor } = start({ addons: ['no3p_auth_ext'] });
    expect(signInChoiceView({ addons: ['no3p_auth_ext'], isRegistration: true, external: false })).toMatchObject({
      showSocial: false,
      showBack: false,
    });
    expect(actor.getSnapshot().matches('email')).toBe(true);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SOCIAL', provider: 'google' });
    expect(actor.getSnapshot().matches('email')).toBe(true);
  });

  it('for an external visit shows the Microsoft button and the password form, or only the button with ms_auth_int', () => {
    expect(signInChoiceView({ addons: [], isRegistration: true, external: true })).toEqual({
      showSocial: false,
      showExternalMicrosoft: true,
      showPasswordForm: true,
      canRegister: false,
      registrationClosed: false,
      showBack: false,
    });
    expect(start({ external: true }).actor.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
    const { actor } = start({ external: true, addons: ['ms_auth_int'] });
    expect(actor.getSnapshot().value).toBe('choice');
    actor.send({ type: 'CHOOSE_EMAIL' });
    expect(actor.getSnapshot().value).toBe('choice');
  });

  it('redirects a social button to /{tenancy}/api/auth/{provider}', () => {
    const { actor } = start();
    actor.send({ type: 'SOCIAL', provider: 'facebook' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'redirect', url: '/acme/api/auth/facebook' });
  });

  it("gives the external link's Microsoft button its catalog, app and back_url, and refuses the other providers", () => {
    const { actor } = start({ external: true, pathname: '/acme/adapter/app' });
    actor.send({ type: 'SOCIAL', provider: 'google' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'SOCIAL', provider: 'microsoft' });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'redirect',
      url: '/acme/api/auth/microsoft?collection=adapter&app=app&external=1&back_url=http%3A%2F%2Fapp.test',
    });
  });

  it('offers New user only when registration is on and the visit is not external', () => {
    const closed = start({ isRegistration: false }).actor;
    expect(closed.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
    closed.send({ type: 'SET_MODE', mode: 'newUser' });
    expect(closed.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
  });
});

describe('sign-in choice: registration', () => {
  it('needs a valid e-mail and a full name longer than 1 character', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE_EMAIL' });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    fill(actor, { name: 'A', email: 'ann@acme' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ email: true, name: true });
    expect(calls.register).toEqual([]);
  });

  it("on a catalog's external link registers an external user of that catalog's app, even without isRegistration", async () => {
    const backLink = '/acme/Matters/Intake%20form?external';
    const visit = {
      addons: [],
      external: true,
      pathname: '/acme/Matters/Intake%20form',
      backLink,
      isRegistration: false,
    };
    const { actor, calls } = start(visit);
    // Until the server says the link's app invites strangers, New user is not offered, nor said to be closed.
    expect(signInChoiceView(visit)).toMatchObject({ canRegister: false, registrationClosed: false });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    expect(actor.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
    actor.send({ type: 'INVITES', invites: true });
    expect(signInChoiceView(actor.getSnapshot().context)).toMatchObject({ canRegister: true, showSocial: false });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    fill(actor, { name: 'Pat Client', email: 'pat@client.test' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.notice !== undefined);
    expect(calls.register).toEqual([
      {
        user: { email: 'pat@client.test', name: 'Pat Client', backLink },
        external: true,
        collection: 'Matters',
        app: 'Intake form',
      },
    ]);
    // A record's address is no external link: its people come through a link of their own.
    expect(signInChoiceView({ ...visit, externalInvites: true, pathname: '/acme/Matters/r1/Intake' }).canRegister).toBe(
      false,
    );
  });

  it('on an external link whose app does not invite external users, offers no New user and says so', () => {
    const { actor, calls } = start({
      addons: [],
      external: true,
      pathname: '/acme/Matters/Inside',
      isRegistration: true,
    });
    actor.send({ type: 'INVITES', invites: false });
    expect(signInChoiceView(actor.getSnapshot().context)).toMatchObject({
      canRegister: false,
      registrationClosed: true,
    });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    expect(actor.getSnapshot().matches({ email: 'returningUser' })).toBe(true);
    expect(calls.register).toEqual([]);
  });

  it('sends the lower-cased address and confirms with a toast', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE_EMAIL' });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    fill(actor, { name: ' Ann Lee ', email: 'Ann@Acme.test' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.notice !== undefined);
    expect(actor.getSnapshot().value).toEqual({ email: { newUser: 'editing' } });
    expect(calls.register).toEqual([{ user: { email: 'ann@acme.test', name: 'Ann Lee', backLink: '/acme/login' } }]);
    expect(actor.getSnapshot().context.notice).toBe(
      'A confirmation message has been sent to ann@acme.test. Please click the confirm link in it to set your password and continue.',
    );
  });

  it("shows the answer's error for 5 s", async () => {
    const { actor } = start({}, { register: async () => ({ error: 'Registration is closed.' }) });
    actor.send({ type: 'CHOOSE_EMAIL' });
    actor.send({ type: 'SET_MODE', mode: 'newUser' });
    fill(actor, { name: 'Ann', email: 'ann@acme.test' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Registration is closed.', errorDurationMs: 5000 });
    expect(actor.getSnapshot().value).toEqual({ email: { newUser: 'editing' } });
  });
});

describe('sign-in choice: returning user', () => {
  const signInWith = async (fields: Record<string, string>, signIn?: (i: SignInInput) => Promise<SignInAnswer>) => {
    const started = start({ addons: ['no3p_auth_ext'] }, { signIn });
    fill(started.actor, fields);
    started.actor.send({ type: 'SUBMIT' });
    return started;
  };

  it.each([
    [{ email: 'ann@', password: 'secret1' }, BAD_EMAIL, { email: true, password: false }],
    [{ email: 'ann@acme.test', password: 'short' }, BAD_PASSWORD, { email: false, password: true }],
    [{ email: 'ann', password: '' }, BAD_BOTH, { email: true, password: true }],
  ])('refuses %j before calling the server', async (fields, text, invalid) => {
    const { actor, calls } = await signInWith(fields);
    expect(actor.getSnapshot().context).toMatchObject({ error: text, invalid, errorDurationMs: undefined });
    expect(calls.signIn).toEqual([]);
  });

  it('signs in with the lower-cased address and the visitor id', async () => {
    const answer = { token: 'tok', user: { _id: 'u1' }, refreshToken: 'ref' };
    const { actor, calls } = await signInWith({ email: 'Ann@Acme.test', password: 'secret1' }, async () => answer);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.signIn).toEqual([{ user: { email: 'ann@acme.test', password: 'secret1' }, visitorId: 'visitor-1' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedIn', ...answer });
  });

  it("says 'Authentication invalid' when no token comes back", async () => {
    const { actor } = await signInWith({ email: 'ann@acme.test', password: 'secret1' }, async () => ({
      user: { _id: 'u1' },
    }));
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('Authentication invalid');
  });

  it("shows the server's §8 text, and chooses one by the password's shape for a bare 401", async () => {
    const refused = Object.assign(new Error(BAD_PASSWORD), { status: 401 });
    const first = await signInWith({ email: 'ann@acme.test', password: 'secret1' }, async () =>
      Promise.reject(refused),
    );
    await waitFor(first.actor, (s) => s.context.error !== undefined);
    expect(first.actor.getSnapshot().context.error).toBe(BAD_PASSWORD);

    const bare = Object.assign(new Error('Unauthorized'), { status: 401 });
    const weak = await signInWith({ email: 'ann@acme.test', password: 'abcdef' }, async () => Promise.reject(bare));
    await waitFor(weak.actor, (s) => s.context.error !== undefined);
    expect(weak.actor.getSnapshot().context.error).toBe(BAD_PASSWORD);
    const strong = await signInWith({ email: 'ann@acme.test', password: 'abcde1' }, async () => Promise.reject(bare));
    await waitFor(strong.actor, (s) => s.context.error !== undefined);
    expect(strong.actor.getSnapshot().context.error).toBe(BAD_BOTH);
  });

  it('shows other failures (rate limit) as the server wrote them', async () => {
    const limited = Object.assign(new Error('Too many sign-in attempts. Try again in a minute.'), { status: 429 });
    const { actor } = await signInWith({ email: 'ann@acme.test', password: 'secret1' }, async () =>
      Promise.reject(limited),
    );
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('Too many sign-in attempts. Try again in a minute.');
  });
});
