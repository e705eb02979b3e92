import { createActor, fromPromise, waitFor } from 'xstate';
import { createBrowserStorage, memoryStorage } from '../../../lib/storage/browser-storage';
import { linkLandingMachine, maskEmail, type LinkAnswer, type LinkSignInAnswer } from './link-landing.machine';

const link = { userEmail: 'ann@acme.test', userName: 'Ann', catalogName: 'clients', recordId: 'r1', appName: 'intake' };
const user = { _id: 'u1', isExternal: true };

interface Server {
  getLink?: () => Promise<LinkAnswer | undefined>;
  registerByLink?: () => Promise<LinkSignInAnswer>;
  signIn?: () => Promise<LinkSignInAnswer>;
  getRecord?: () => Promise<unknown>;
}

function start(server: Server) {
  const storage = createBrowserStorage(memoryStorage());
  const calls: Record<string, unknown[]> = { registerByLink: [], signIn: [], getRecord: [] };
  const track =
    <I, O>(name: string, answer: (() => Promise<O>) | undefined) =>
    ({ input }: { input: I }) => {
      calls[name]?.push(input);
      return answer ? answer() : Promise.reject(new Error(`${name} not expected`));
    };
  const machine = linkLandingMachine.provide({
    actors: {
      getLink: fromPromise(track<{ linkId: string }, LinkAnswer | undefined>('getLink', server.getLink)),
      registerByLink: fromPromise(track('registerByLink', server.registerByLink)),
      signIn: fromPromise(track('signIn', server.signIn)),
      getRecord: fromPromise(track('getRecord', server.getRecord)),
    },
  });
  const actor = createActor(machine, { input: { tenancy: 'acme', linkId: 'L1', visitorId: 'v1', storage } });
  const announced: unknown[] = [];
  actor.on('signedIn', (event) => announced.push(event));
  actor.start();
  return { actor, storage, calls, announced };
}
type Actor = ReturnType<typeof start>['actor'];
const submit = (actor: Actor, password: string, confirm?: string) => {
  actor.send({ type: 'CHANGE', field: 'password', value: password });
  if (confirm !== undefined) actor.send({ type: 'CHANGE', field: 'confirm', value: confirm });
  actor.send({ type: 'SUBMIT' });
};

describe('masked e-mail', () => {
  it('shows only the first character and the domain', () => {
    expect(maskEmail('ann@acme.test')).toBe('a***@acme.test');
    expect(maskEmail('x@y.test')).toBe('x***@y.test');
    expect(maskEmail('')).toBe('');
  });
});

describe('link landing machine', () => {
  it('shows loading, then not found for an unknown link (404 or empty answer)', async () => {
    const gone = start({ getLink: () => Promise.reject(Object.assign(new Error('Not Found'), { status: 404 })) });
    expect(gone.actor.getSnapshot().value).toBe('loading');
    await waitFor(gone.actor, (s) => s.matches('notFound'));
    const empty = start({ getLink: async () => ({}) });
    await waitFor(empty.actor, (s) => s.matches('notFound'));
  });

  it('offers Retry when the server fails for another reason', async () => {
    let attempts = 0;
    const { actor } = start({
      getLink: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Service unavailable');
        return { link, isNewUser: false };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Service unavailable');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('signIn'));
  });

  it('registers a new user: password longer than 5 characters and equal to its confirmation', async () => {
    const { actor, calls, storage, announced } = start({
      getLink: async () => ({ link, isNewUser: true }),
      registerByLink: async () => ({ token: 'tok', user }),
      getRecord: async () => ({ _id: 'r1' }),
    });
    await waitFor(actor, (s) => s.matches('register'));
    submit(actor, 'abcde', 'abcde');
    expect(actor.getSnapshot().context.error).toBe('Choose a password that is 6 characters or longer');
    submit(actor, 'abcdef', 'abcdeg');
    expect(actor.getSnapshot().context.error).toBe('Passwords did not match; try again');
    expect(calls.registerByLink).toEqual([]);
    submit(actor, 'abcdef', 'abcdef');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.registerByLink).toEqual([
      { linkId: 'L1', user: { email: 'ann@acme.test', name: 'Ann', pass: 'abcdef' } },
    ]);
    expect(calls.getRecord).toEqual([{ catalogName: 'clients', recordId: 'r1' }]);
    expect(storage.getToken('acme')).toBe('tok');
    expect(announced).toEqual([{ type: 'signedIn', token: 'tok', user }]);
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/acme/clients/r1/intake?external' });
  });

  it("shows the server's registration error text", async () => {
    const { actor } = start({
      getLink: async () => ({ link, isNewUser: true }),
      registerByLink: async () => ({ error: 'This link was already used.' }),
    });
    await waitFor(actor, (s) => s.matches('register'));
    submit(actor, 'abcdef', 'abcdef');
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('This link was already used.');
    expect(actor.getSnapshot().matches({ register: 'editing' })).toBe(true);
  });

  it('signs an existing user in with the visitor id and goes to the record app', async () => {
    const { actor, calls, storage } = start({
      getLink: async () => ({ link, isNewUser: false }),
      signIn: async () => ({ token: 'tok', user }),
      getRecord: async () => ({ _id: 'r1' }),
    });
    await waitFor(actor, (s) => s.matches('signIn'));
    submit(actor, 'short');
    expect(actor.getSnapshot().context.invalid).toEqual({ password: true });
    expect(calls.signIn).toEqual([]);
    submit(actor, 'secret1');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.signIn).toEqual([
      { linkId: 'L1', user: { email: 'ann@acme.test', password: 'secret1' }, visitorId: 'v1' },
    ]);
    expect(storage.getToken('acme')).toBe('tok');
  });

  it('asks for the full address when the link shows it masked, and sends what was typed', async () => {
    const masked = { ...link, userEmail: 'a***@acme.test' };
    const { actor, calls } = start({
      getLink: async () => ({ link: masked, isNewUser: false }),
      signIn: async () => ({ token: 'tok', user }),
      getRecord: async () => ({ _id: 'r1' }),
    });
    await waitFor(actor, (s) => s.matches('signIn'));
    submit(actor, 'secret1');
    expect(actor.getSnapshot().context.invalid).toEqual({ email: true });
    expect(calls.signIn).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'email', value: ' Ann@Acme.test ' });
    submit(actor, 'secret1');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.signIn).toEqual([
      { linkId: 'L1', user: { email: 'ann@acme.test', password: 'secret1' }, visitorId: 'v1' },
    ]);
  });

  it("says 'Authentication invalid' when sign-in answers no token", async () => {
    const { actor, storage } = start({ getLink: async () => ({ link }), signIn: async () => ({}) });
    await waitFor(actor, (s) => s.matches('signIn'));
    submit(actor, 'secret1');
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('Authentication invalid');
    expect(storage.getToken('acme')).toBeUndefined();
  });

  it('shows not found when the record behind the link no longer exists', async () => {
    const { actor } = start({
      getLink: async () => ({ link }),
      signIn: async () => ({ token: 'tok', user }),
      getRecord: async () => null,
    });
    await waitFor(actor, (s) => s.matches('signIn'));
    submit(actor, 'secret1');
    await waitFor(actor, (s) => s.matches('notFound'));
  });
});
