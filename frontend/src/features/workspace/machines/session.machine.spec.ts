import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { SessionCheck } from '../../../lib/session/session-check';
import { storedRefreshToken, storeSessionTokens, type SessionTokens } from '../../../lib/session/session-tokens';
import { createBrowserStorage, memoryStorage, STORAGE_KEYS } from '../../../lib/storage/browser-storage';
import { SIGN_OUT_WAIT_MS, sessionMachine, type SessionInput } from './session.machine';

const ann = { _id: 'u1', name: 'Ann', mail: 'ann@acme.test' };
type Check = { workspace: string } & SessionTokens;

interface Options {
  urlTokens?: SessionTokens;
  stored?: SessionTokens;
  validate?: (input: Check) => Promise<SessionCheck>;
  revoke?: () => Promise<void>;
  clock?: SimulatedClock;
}

/** A session of workspace acme over a memory tokens map; records what it asks the server. */
function start({ urlTokens, stored, validate = acceptOnly('stored'), revoke, clock }: Options = {}) {
  const raw = memoryStorage();
  const storage = createBrowserStorage(raw);
  storage.rememberWorkspace({ name: 'acme', label: 'Acme' });
  if (stored) storeSessionTokens(storage, 'acme', stored);
  const checks: Check[] = [];
  const revoked: { tokenAtTheTime?: string }[] = [];
  const machine = sessionMachine.provide({
    actors: {
      validate: fromPromise<SessionCheck, Check>(({ input }) => {
        checks.push(input);
        return validate(input);
      }),
      revoke: fromPromise<void, { workspace: string }>(({ input }) => {
        // The server call goes out while the browser still holds the session (its token is the Authorization).
        revoked.push({ tokenAtTheTime: storage.getToken(input.workspace) });
        return revoke ? revoke() : Promise.resolve();
      }),
    },
  });
  const input: SessionInput = { workspace: 'acme', urlTokens, storage };
  const actor = createActor(machine, clock ? { input, clock } : { input }).start();
  return { actor, storage, raw, checks, revoked };
}

function acceptOnly(good: string, answer: Partial<SessionCheck> = {}) {
  return async ({ token }: Check): Promise<SessionCheck> =>
    token === good ? { isAuth: true, user: ann, ...answer } : { isAuth: false };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('loggedIn') || s.matches('loggedOut'), { timeout: 1000 });

describe('session machine', () => {
  it('shows the sign-in screen at once when there is no token anywhere', () => {
    const { actor, checks } = start();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(checks).toEqual([]);
  });

  it('validates the stored token with its refresh token and logs in with the user', async () => {
    const { actor, checks } = start({ stored: { token: 'stored', refreshToken: 'r1' } });
    const state = await settled(actor);
    expect(state.value).toBe('loggedIn');
    expect(state.context.user).toEqual(ann);
    expect(checks).toEqual([{ workspace: 'acme', token: 'stored', refreshToken: 'r1' }]);
  });

  it("checks the URL's tokens first and stores them in place of the old pair", async () => {
    const { actor, storage, checks } = start({
      urlTokens: { token: 'from-url', refreshToken: 'r-url' },
      stored: { token: 'stored', refreshToken: 'r-old' },
      validate: acceptOnly('from-url'),
    });
    expect((await settled(actor)).value).toBe('loggedIn');
    expect(checks.map((c) => c.token)).toEqual(['from-url']);
    expect(storage.getToken('acme')).toBe('from-url');
    expect(storedRefreshToken(storage, 'acme')).toBe('r-url');
  });

  it("keeps an external link's token without the old session's refresh token", async () => {
    const { actor, storage } = start({
      urlTokens: { token: 'external' },
      stored: { token: 'stored', refreshToken: 'r-old' },
      validate: acceptOnly('external'),
    });
    await settled(actor);
    expect(storage.getToken('acme')).toBe('external');
    expect(storedRefreshToken(storage, 'acme')).toBeUndefined();
  });

  it("has an external link's token checked as one (isExternalToken), and stores it without the flag", async () => {
    const { actor, storage, checks, raw } = start({
      urlTokens: { token: 'external', external: true },
      stored: { token: 'stored', refreshToken: 'r-old' },
      validate: async (input) =>
        input.external === true && input.token === 'external' ? { isAuth: true, user: ann } : { isAuth: false },
    });
    expect((await settled(actor)).value).toBe('loggedIn');
    expect(checks).toEqual([{ workspace: 'acme', token: 'external', external: true }]);
    expect(storage.getToken('acme')).toBe('external');
    expect(storedRefreshToken(storage, 'acme')).toBeUndefined();
    expect(raw.getItem(STORAGE_KEYS.tokens)).not.toContain('true');
  });

  it("falls back to the stored session, checked as usual, when an external link's token is refused", async () => {
    const { actor, storage, checks } = start({
      urlTokens: { token: 'revoked', external: true },
      stored: { token: 'stored', refreshToken: 'r1' },
    });
    expect((await settled(actor)).value).toBe('loggedIn');
    expect(checks).toEqual([
      { workspace: 'acme', token: 'revoked', external: true },
      { workspace: 'acme', token: 'stored', refreshToken: 'r1' },
    ]);
    expect(storage.getToken('acme')).toBe('stored');
    expect(storedRefreshToken(storage, 'acme')).toBe('r1');
  });

  it('still checks the stored token with isAuth when the address brought the same token as an external one', async () => {
    const { actor, storage, checks } = start({
      urlTokens: { token: 'stored', external: true },
      stored: { token: 'stored', refreshToken: 'r1' },
      validate: async (input) => (input.external ? { isAuth: false } : { isAuth: true, user: ann }),
    });
    expect((await settled(actor)).value).toBe('loggedIn');
    expect(checks).toEqual([
      { workspace: 'acme', token: 'stored', external: true },
      { workspace: 'acme', token: 'stored', refreshToken: 'r1' },
    ]);
    expect(storage.getToken('acme')).toBe('stored');
    expect(storedRefreshToken(storage, 'acme')).toBe('r1');
  });

  it("falls back to the stored session when the URL's token is refused, and keeps it", async () => {
    const { actor, storage, checks } = start({
      urlTokens: { token: 'stale' },
      stored: { token: 'stored', refreshToken: 'r1' },
    });
    expect((await settled(actor)).value).toBe('loggedIn');
    expect(checks.map((c) => c.token)).toEqual(['stale', 'stored']);
    expect(storage.getToken('acme')).toBe('stored');
    expect(storedRefreshToken(storage, 'acme')).toBe('r1');
  });

  it('stores the tokens the check renewed (or exchanged a Microsoft identity for)', async () => {
    const { actor, storage } = start({
      stored: { token: 'expired', refreshToken: 'r1' },
      validate: acceptOnly('expired', { token: 'fresh', refreshToken: 'r2' }),
    });
    await settled(actor);
    expect(storage.getToken('acme')).toBe('fresh');
    expect(storedRefreshToken(storage, 'acme')).toBe('r2');
  });

  it('drops a refused stored session, but keeps lastWorkspace for the entry screen', async () => {
    const { actor, storage } = start({ stored: { token: 'old', refreshToken: 'r1' }, validate: acceptOnly('x') });
    expect((await settled(actor)).value).toBe('loggedOut');
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storedRefreshToken(storage, 'acme')).toBeUndefined();
    expect(storage.getLastWorkspace()).toBe('acme');
  });

  it('keeps the stored session when the server could not check it', async () => {
    const { actor, storage } = start({
      stored: { token: 'old', refreshToken: 'r1' },
      validate: () => Promise.reject(new Error('Failed to fetch')),
    });
    expect((await settled(actor)).value).toBe('loggedOut');
    expect(storage.getToken('acme')).toBe('old');
    expect(storedRefreshToken(storage, 'acme')).toBe('r1');
  });

  it('logs in with the session a sign-in screen obtained: stored, and the workspace becomes lastWorkspace', () => {
    const { actor, storage } = start();
    storage.signOut('acme');
    actor.send({ type: 'SIGNED_IN', session: { token: 'new', refreshToken: 'r-new', user: ann } });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toEqual(ann);
    expect(storage.getToken('acme')).toBe('new');
    expect(storedRefreshToken(storage, 'acme')).toBe('r-new');
    expect(storage.getLastWorkspace()).toBe('acme');
    // The label the workspace list had is kept.
    expect(storage.listWorkspaces()).toEqual([{ name: 'acme', label: 'Acme' }]);
  });

  it("signs out: the server call first, then this workspace's tokens and lastWorkspace are forgotten", async () => {
    const { actor, storage, revoked } = start({ stored: { token: 'stored', refreshToken: 'r1' } });
    storage.setToken('other', 'other-token');
    await settled(actor);
    actor.send({ type: 'SIGN_OUT' });
    const state = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(revoked).toEqual([{ tokenAtTheTime: 'stored' }]);
    expect(storage.getToken('acme')).toBeUndefined();
    expect(storedRefreshToken(storage, 'acme')).toBeUndefined();
    expect(storage.getLastWorkspace()).toBeUndefined();
    expect(storage.getToken('other')).toBe('other-token');
    expect(state.context.user).toBeUndefined();
  });

  it('signs out in the browser even when the server refuses', async () => {
    const { actor, raw } = start({ stored: { token: 'stored' }, revoke: () => Promise.reject(new Error('offline')) });
    await settled(actor);
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(JSON.parse(raw.getItem(STORAGE_KEYS.tokens)!)).toEqual({});
  });

  it(`signs out in the browser after ${SIGN_OUT_WAIT_MS} ms when the server does not answer`, async () => {
    const clock = new SimulatedClock();
    const { actor, storage } = start({ stored: { token: 'stored' }, revoke: () => new Promise(() => {}), clock });
    await settled(actor);
    actor.send({ type: 'SIGN_OUT' });
    clock.increment(SIGN_OUT_WAIT_MS - 1);
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(storage.getToken('acme')).toBe('stored');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(storage.getToken('acme')).toBeUndefined();
  });
});
