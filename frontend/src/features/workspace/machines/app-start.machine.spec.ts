import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionCheck } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy, TenancyResult } from '../../../lib/tenancy/tenancy.types';
import { appStartMachine, type AppStartInput } from './app-start.machine';
import { termsAcceptanceRequired } from '../../../lib/validation/access-rules';

const acme: Tenancy = { name: 'acme', label: 'Acme', settings: {}, isActive: true, countApps: 0, addons: [] };
const ada: SessionUser = { _id: 'u1', name: 'Ada', mail: 'ada@acme.test' };

function start(
  input: AppStartInput,
  tenancy: TenancyResult | Error,
  session: SessionCheck | Error = { isAuth: false },
) {
  const calls = { tenancy: [] as string[], session: [] as string[], signedOut: 0 };
  const machine = appStartMachine.provide({
    actors: {
      checkTenancy: fromPromise(async ({ input }: { input: { name: string } }) => {
        calls.tenancy.push(input.name);
        if (tenancy instanceof Error) throw tenancy;
        return tenancy;
      }),
      validateSession: fromPromise(async ({ input }: { input: { name: string; token: string } }) => {
        calls.session.push(`${input.name}:${input.token}`);
        if (session instanceof Error) throw session;
        return session;
      }),
    },
    actions: { signedOut: () => void calls.signedOut++ },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, settled: () => waitFor(actor, (s) => !s.matches('loading'), { timeout: 1000 }) };
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
      { tenancy: 'acme', token: 't' },
      { kind: 'found', tenancy: { ...acme, isActive: false } },
    );
    const state = await settled();
    expect(state.value).toBe('inactive');
    expect(state.context.tenancy?.name).toBe('acme');
    expect(calls.session).toEqual([]);
  });

  it('is signed out without a token, without calling the server', async () => {
    const { settled, calls } = start({ tenancy: 'acme' }, { kind: 'found', tenancy: acme });
    expect((await settled()).value).toBe('signedOut');
    expect(calls.session).toEqual([]);
  });

  it('validates a stored token and signs in with the user', async () => {
    const { settled, calls } = start(
      { tenancy: 'acme', token: 't1' },
      { kind: 'found', tenancy: acme },
      { isAuth: true, user: ada },
    );
    const state = await settled();
    expect(state.value).toBe('signedIn');
    expect(state.context.user).toEqual(ada);
    expect(calls.session).toEqual(['acme:t1']);
  });

  it('signs out and forgets the token when validation says no or fails', async () => {
    for (const answer of [{ isAuth: false }, new Error('404')]) {
      const { settled, calls } = start({ tenancy: 'acme', token: 'old' }, { kind: 'found', tenancy: acme }, answer);
      const state = await settled();
      expect(state.value).toBe('signedOut');
      expect(state.context.token).toBeUndefined();
      expect(calls.signedOut).toBe(1);
    }
  });

  it('asks for terms first when the workspace has terms the user never accepted', async () => {
    const withTerms = { ...acme, settings: { terms: 'Be nice.' } };
    const { settled } = start(
      { tenancy: 'acme', token: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    expect((await settled()).matches('termsRequired')).toBe(true);
  });

  it('signs in with the stored user when the terms modal reports them accepted', async () => {
    const withTerms = { ...acme, settings: { terms: 'Be nice.' } };
    const { actor, settled } = start(
      { tenancy: 'acme', token: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    await settled();
    actor.send({ type: 'TERMS_ACCEPTED', user: { ...ada, lastAccepted: '2031-02-03T00:00:00Z' } });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.lastAccepted).toBe('2031-02-03T00:00:00Z');
  });

  it('signs out when the terms are rejected', async () => {
    const withTerms = { ...acme, settings: { terms: 'Be nice.' } };
    const { actor, settled, calls } = start(
      { tenancy: 'acme', token: 't' },
      { kind: 'found', tenancy: withTerms },
      { isAuth: true, user: ada },
    );
    await settled();
    actor.send({ type: 'REJECT_TERMS' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.signedOut).toBe(1);
  });

  it('moves from signed out to signed in when a sign-in succeeds, and back on sign-out', async () => {
    const { actor, settled, calls } = start({ tenancy: 'acme' }, { kind: 'found', tenancy: acme });
    await settled();
    actor.send({ type: 'SIGNED_IN', token: 'new', user: ada });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('new');
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.signedOut).toBe(1);
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
