import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionCheck } from '../../../lib/session/session-check';
import { storedRefreshToken, type SessionTokens } from '../../../lib/session/session-tokens';
import type { SessionUser } from '../../../lib/session/session-user';
import { createBrowserStorage, memoryStorage } from '../../../lib/storage/browser-storage';
import type { Tenancy, TenancyResult } from '../../../lib/tenancy/tenancy.types';
import { termsAcceptanceRequired } from '../../../lib/validation/access-rules';
import { appStartMachine } from './app-start.machine';
import { sessionMachine } from './session.machine';

const acme: Tenancy = { name: 'acme', label: 'Acme', settings: {}, isActive: true, countApps: 0, addons: [] };
const ada: SessionUser = { _id: 'u1', name: 'Ada', mail: 'ada@acme.test' };
const withTerms: Tenancy = { ...acme, settings: { terms: 'Be nice.' } };

interface Start {
  tenancy?: string;
  /** The token in the tokens map. */
  stored?: string;
  urlTokens?: SessionTokens;
}

function start(
  input: Start,
  tenancy: TenancyResult | Error,
  session: SessionCheck | Error | Promise<SessionCheck> = { isAuth: false },
) {
  const storage = createBrowserStorage(memoryStorage());
  if (input.stored) storage.setToken(input.tenancy ?? 'x', input.stored);
  const calls = { tenancy: [] as string[], session: [] as string[], revoked: [] as string[] };
  const machine = appStartMachine.provide({
    actors: {
      checkTenancy: fromPromise(async ({ input }: { input: { name: string } }) => {
        calls.tenancy.push(input.name);
        if (tenancy instanceof Error) throw tenancy;
        return tenancy;
      }),
      session: sessionMachine.provide({
        actors: {
          validate: fromPromise(async ({ input }: { input: { workspace: string; token: string } }) => {
            calls.session.push(`${input.workspace}:${input.token}`);
            if (session instanceof Error) throw session;
            return session;
          }),
          revoke: fromPromise(async ({ input }: { input: { workspace: string } }) => {
            calls.revoked.push(`${input.workspace}:${storage.getToken(input.workspace)}`);
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { tenancy: input.tenancy, urlTokens: input.urlTokens, storage },
  }).start();
  const settled = () =>
    waitFor(actor, (s) => !s.matches('loading') && !s.matches({ workspace: 'checking' }), { timeout: 1000 });
  return { actor, calls, storage, settled };
}

describe('application start', () => {
  it('has no workspace without a name, and says why', async () => {
    const { settled, calls } = start({}, { kind: 'notResponding' });
    const state = await settled();
    expect(state.value).toBe('noWorkspace');
    expect(state.context.reason).toBe('Tenancy is empty');
    expect(calls.tenancy).toEqual([]);
  });

  it('shows the server unavailable when the tenancy check does not answer or fails', async () => {
    expect((await start({ tenancy: 'acme' }, { kind: 'notResponding' }).settled()).value).toBe('notResponding');
    expect((await start({ tenancy: 'acme' }, new Error('boom')).settled()).value).toBe('notResponding');
  });

  it('has no workspace for an unknown or malformed name, keeping the server message', async () => {
    const unknown = await start(
      { tenancy: 'gone' },
      { kind: 'notFound', name: 'gone', message: 'Workspace gone not found!' },
    ).settled();
    expect(unknown.value).toBe('noWorkspace');
    expect(unknown.context.reason).toBe('Workspace gone not found!');
    expect((await start({ tenancy: 'B' }, { kind: 'invalid', name: 'B', message: 'bad' }).settled()).value).toBe(
      'noWorkspace',
    );
  });

  it('stops at the deactivated notice for an inactive workspace, without checking the session', async () => {
    const { settled, calls } = start(
      { tenancy: 'acme', stored: 't' },
      { kind: 'found', tenancy: { ...acme, isActive: false } },
    );
    const state = await settled();
    expect(state.value).toBe('inactive');
    expect(state.context.tenancy?.name).toBe('acme');
    expect(calls.session).toEqual([]);
  });

  it('is signed out without a token, without calling the server', async () => {
    const { settled, calls } = start({ tenancy: 'acme' }, { kind: 'found', tenancy: acme });
    expect((await settled()).matches({ workspace: 'signedOut' })).toBe(true);
    expect(calls.session).toEqual([]);
  });

  it("stays in 'checking' (Loading...) until the session check answers", async () => {
    let answer!: (check: SessionCheck) => void;
    const pending = new Promise<SessionCheck>((resolve) => (answer = resolve));
    const { actor, settled } = start({ tenancy: 'acme', stored: 't1' }, { kind: 'found', tenancy: acme }, pending);
    await waitFor(actor, (s) => s.matches({ workspace: 'checking' }));
    answer({ isAuth: true, user: ada });
    expect((await settled()).matches({ workspace: 'signedIn' })).toBe(true);
  });

  it('validates a stored token and signs in with the user', async () => {
    const { settled, calls } = start(
      { tenancy: 'acme', stored: 't1' },
      { kind: 'found', tenancy: acme },
      { isAuth: true, user: ada },
    );
    const state = await settled();
    expect(state.matches({ workspace: 'signedIn' })).toBe(true);
    expect(state.context.user).toEqual(ada);
    expect(calls.session).toEqual(['acme:t1']);
  });

  it("checks the address's token before the stored one", async () => {
    const { settled, calls, storage } = start(
      { tenancy: 'acme', stored: 'stored', urlTokens: { token: 'from-url', refreshToken: 'r-url' } },
      { kind: 'found', tenancy: acme },
      { isAuth: true, user: ada },
    );
    expect((await settled()).matches({ workspace: 'signedIn' })).toBe(true);
    expect(calls.session).toEqual(['acme:from-url']);
    expect(storage.getToken('acme')).toBe('from-url');
    expect(storedRefreshToken(storage, 'acme')).toBe('r-url');
  });

  it('shows the sign-in screen and drops the token when the session is refused', async () => {
    const { settled, storage } = start({ tenancy: 'acme', stored: 'old' }, { kind: 'found', tenancy: acme });
    const state = await settled();
    expect(state.matches({ workspace: 'signedOut' })).toBe(true);
    expect(state.context.user).toBeUndefined();
    expect(storage.getToken('acme')).toBeUndefined();
  });

  it('asks for terms first when the workspace has terms the user never accepted', async () => {
    const { settled } = start(
      { tenancy: 'acme', stored: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    expect((await settled()).matches({ workspace: 'termsRequired' })).toBe(true);
  });

  it('signs in with the stored user when the terms modal reports them accepted', async () => {
    const { actor, settled } = start(
      { tenancy: 'acme', stored: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    await settled();
    actor.send({ type: 'TERMS_ACCEPTED', user: { ...ada, lastAccepted: '2031-02-03T00:00:00Z' } });
    expect(actor.getSnapshot().matches({ workspace: 'signedIn' })).toBe(true);
    expect(actor.getSnapshot().context.user?.lastAccepted).toBe('2031-02-03T00:00:00Z');
  });

  it('rejected terms end the session: on the server, then in the browser', async () => {
    const { actor, settled, calls, storage } = start(
      { tenancy: 'acme', stored: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    await settled();
    actor.send({ type: 'REJECT_TERMS' });
    const state = await waitFor(actor, (s) => s.matches({ workspace: 'signedOut' }));
    expect(calls.revoked).toEqual(['acme:t']);
    expect(storage.getToken('acme')).toBeUndefined();
    expect(state.context.user).toBeUndefined();
  });

  it('signs in with the session a sign-in screen obtained, and out again on SIGN_OUT', async () => {
    const { actor, settled, calls, storage } = start({ tenancy: 'acme' }, { kind: 'found', tenancy: acme });
    await settled();
    actor.send({ type: 'SIGNED_IN', session: { token: 'new', refreshToken: 'r-new', user: ada } });
    await waitFor(actor, (s) => s.matches({ workspace: 'signedIn' }));
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(storage.getToken('acme')).toBe('new');
    expect(storage.getLastWorkspace()).toBe('acme');

    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches({ workspace: 'signedOut' }));
    expect(calls.revoked).toEqual(['acme:new']);
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storage.getLastWorkspace()).toBeUndefined();
  });

  it('a sign-in by someone who has not accepted the terms asks for them', async () => {
    const { actor, settled } = start({ tenancy: 'acme' }, { kind: 'found', tenancy: withTerms });
    await settled();
    actor.send({ type: 'SIGNED_IN', session: { token: 'new', user: ada } });
    await waitFor(actor, (s) => s.matches({ workspace: 'termsRequired' }));
  });
});

// The machine asks with the lib rule over the tenancy's settings and add-ons.
const termsRequired = (user: SessionUser, tenancy: Tenancy) =>
  termsAcceptanceRequired(user, tenancy.settings, tenancy.addons);

describe('terms required', () => {
  const settings = { terms: 'T', dateUpdateTerms: '2025-06-01T00:00:00Z', termsForExternal: 'E' };
  const tenancy = { ...acme, settings };

  it('asks when never accepted or updated since, not otherwise', () => {
    expect(termsRequired(ada, tenancy)).toBe(true);
    expect(termsRequired({ ...ada, lastAccepted: '2025-05-01T00:00:00Z' }, tenancy)).toBe(true);
    expect(termsRequired({ ...ada, lastAccepted: '2025-07-01T00:00:00Z' }, tenancy)).toBe(false);
    expect(termsRequired(ada, acme)).toBe(false);
  });

  it('uses the external terms for external users, skipped with allExternal', () => {
    const external = { ...ada, isExternal: true };
    expect(termsRequired(external, tenancy)).toBe(true);
    expect(termsRequired(external, { ...tenancy, settings: { terms: 'T' } })).toBe(false);
    expect(termsRequired(external, { ...tenancy, addons: ['allExternal'] })).toBe(false);
  });
});
