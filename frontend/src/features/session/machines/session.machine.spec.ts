import { createActor, fromPromise, waitFor } from 'xstate';
import { createBrowserStorage, memoryStorage, STORAGE_KEYS } from '../../../lib/storage/browser-storage';
import { decodeUrlToken, sessionMachine, type AuthCheck, type SessionInput } from './session.machine';

const user = { _id: 'u1', name: 'Ann', mail: 'ann@acme.test' };
type Check = { token: string; visitorId: string };

function start(
  over: Partial<SessionInput>,
  isAuth: (input: Check) => Promise<AuthCheck>,
  revoke = async () => undefined,
) {
  const raw = memoryStorage();
  const storage = createBrowserStorage(raw);
  const checks: Check[] = [];
  const revoked: unknown[] = [];
  const machine = sessionMachine.provide({
    actors: {
      isAuth: fromPromise<AuthCheck, Check>(({ input }) => {
        checks.push(input);
        return isAuth(input);
      }),
      revoke: fromPromise<unknown, { workspace: string; token: string }>(({ input }) => {
        revoked.push(input);
        return revoke();
      }),
    },
  });
  const events: string[] = [];
  const create = () => {
    const actor = createActor(machine, { input: { workspace: 'acme', visitorId: 'v1', storage, ...over } });
    actor.on('*', (event) => events.push(event.type));
    return actor.start();
  };
  return { raw, storage, checks, revoked, events, create };
}

const validOnly =
  (good: string) =>
  async ({ token }: Check) =>
    token === good ? { isAuth: true, user } : { isAuth: false };

describe('session machine', () => {
  it('shows the sign-in screen at once when there is no token anywhere', () => {
    const { create, checks, events } = start({}, validOnly('x'));
    const actor = create();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(checks).toEqual([]);
    expect(events).toEqual(['loggedOut']);
  });

  it('validates the stored token with the visitor id and logs in', async () => {
    const s = start({}, validOnly('stored'));
    s.storage.setToken('acme', 'stored');
    const actor = s.create();
    await waitFor(actor, (snap) => snap.matches('loggedIn'));
    expect(s.checks).toEqual([{ token: 'stored', visitorId: 'v1' }]);
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(s.events).toEqual(['loggedIn']);
  });

  it("prefers the URL's token, stores it, and falls back to the stored one when it is refused", async () => {
    const s = start({ urlToken: 'from-url' }, validOnly('from-url'));
    s.storage.setToken('acme', 'stored');
    await waitFor(s.create(), (snap) => snap.matches('loggedIn'));
    expect(s.checks.map((c) => c.token)).toEqual(['from-url']);
    expect(s.storage.getToken('acme')).toBe('from-url');

    const fallback = start({ urlToken: 'stale', externalToken: 'ext' }, validOnly('stored'));
    fallback.storage.setToken('acme', 'stored');
    await waitFor(fallback.create(), (snap) => snap.matches('loggedIn'));
    expect(fallback.checks.map((c) => c.token)).toEqual(['stale', 'ext', 'stored']);
  });

  it('logs an external link in through its token', async () => {
    const s = start({ externalToken: 'ext' }, validOnly('ext'));
    await waitFor(s.create(), (snap) => snap.matches('loggedIn'));
    expect(s.storage.getToken('acme')).toBe('ext');
  });

  it('keeps the refreshed token the check answers with', async () => {
    const s = start({}, async () => ({ isAuth: true, user, refreshToken: 'fresh' }));
    s.storage.setToken('acme', 'old');
    const actor = s.create();
    await waitFor(actor, (snap) => snap.matches('loggedIn'));
    expect(s.storage.getToken('acme')).toBe('fresh');
    actor.send({ type: 'TOKEN_REFRESHED', token: 'fresher' });
    expect(s.storage.getToken('acme')).toBe('fresher');
  });

  it('drops a refused stored token but keeps it when the server cannot be reached', async () => {
    const refused = start({}, async () => ({ isAuth: false }));
    refused.storage.setToken('acme', 'old');
    await waitFor(refused.create(), (snap) => snap.matches('loggedOut'));
    expect(refused.storage.getToken('acme')).toBeUndefined();

    const down = start({}, async () => Promise.reject(new Error('Failed to fetch')));
    down.storage.setToken('acme', 'old');
    await waitFor(down.create(), (snap) => snap.matches('loggedOut'));
    expect(down.storage.getToken('acme')).toBe('old');
  });

  it("signs out: forgets this workspace's token and lastWorkspace, keeps others, revokes on the server", async () => {
    const s = start({}, validOnly('tok'));
    s.storage.setToken('acme', 'tok');
    s.storage.setToken('other', 'tok2');
    s.storage.rememberWorkspace({ name: 'acme' });
    const actor = s.create();
    await waitFor(actor, (snap) => snap.matches('loggedIn'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snap) => snap.matches('loggedOut'));
    expect(s.storage.getToken('acme')).toBeUndefined();
    expect(s.storage.getToken('other')).toBe('tok2');
    expect(s.raw.getItem(STORAGE_KEYS.lastWorkspace)).toBeNull();
    expect(s.revoked).toEqual([{ workspace: 'acme', token: 'tok' }]);
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });

  it('signs out locally even when revoking fails', async () => {
    const s = start({}, validOnly('tok'), async () => Promise.reject(new Error('offline')));
    s.storage.setToken('acme', 'tok');
    const actor = s.create();
    await waitFor(actor, (snap) => snap.matches('loggedIn'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snap) => snap.matches('loggedOut'));
    expect(s.storage.getToken('acme')).toBeUndefined();
  });

  it('logs in with the token a sign-in screen obtained', () => {
    const s = start({}, validOnly('x'));
    const actor = s.create();
    actor.send({ type: 'SIGNED_IN', token: 'new', user });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(s.storage.getToken('acme')).toBe('new');
  });
});

describe('decodeUrlToken', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  it('reads a base64 JSON string or an object with a token', () => {
    expect(decodeUrlToken(b64('abc'))).toBe('abc');
    expect(decodeUrlToken(b64({ token: 'abc' }))).toBe('abc');
  });
  it('gives nothing for anything else', () => {
    expect(decodeUrlToken(undefined)).toBeUndefined();
    expect(decodeUrlToken('not base64 json')).toBeUndefined();
    expect(decodeUrlToken(b64({ token: 5 }))).toBeUndefined();
    expect(decodeUrlToken(b64(''))).toBeUndefined();
  });
});
