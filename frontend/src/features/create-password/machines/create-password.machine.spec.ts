import { createActor, fromPromise, waitFor } from 'xstate';
import { createPasswordMachine, parseCreatePasswordQuery, type LoginPayload } from './create-password.machine';
import { HttpError } from '../../../lib/http/http-error';

describe('create password query', () => {
  it('reads the four parameters, type defaulting to default', () => {
    expect(parseCreatePasswordQuery('?t=abc&backLink=%2Facme%2Fcat%2Fapp')).toEqual({
      kind: 'ok',
      params: { token: 'abc', type: 'default', internalEmail: undefined, backLink: '/acme/cat/app' },
    });
    expect(parseCreatePasswordQuery('t=abc&type=microsoft&internalEmail=ann%40acme.test')).toEqual({
      kind: 'ok',
      params: { token: 'abc', type: 'microsoft', internalEmail: 'ann@acme.test', backLink: undefined },
    });
  });
  it('shows nothing without t', () => {
    expect(parseCreatePasswordQuery('type=default')).toEqual({ kind: 'absent' });
  });
  it.each([
    ['an empty token', 't='],
    ['an unknown type', 't=abc&type=google'],
    ['Microsoft without its address', 't=abc&type=microsoft'],
    ['a malformed address', 't=abc&type=microsoft&internalEmail=ann'],
    ['a back link to another site', 't=abc&backLink=https%3A%2F%2Fevil.test'],
    ['a protocol-relative back link', 't=abc&backLink=%2F%2Fevil.test'],
    ['a back link a browser turns protocol-relative (tab)', 't=abc&backLink=%2F%09%2Fevil.test'],
    ['a back link with a backslash', 't=abc&backLink=%2F%5Cevil.test'],
  ])('refuses %s', (_case, query) => {
    expect(parseCreatePasswordQuery(query)).toEqual({ kind: 'invalid' });
  });
});

function start(
  query: string,
  setPassword: (input: { token: string; password: string }) => Promise<LoginPayload> = async () => ({}),
) {
  const calls: { token: string; password: string }[] = [];
  const machine = createPasswordMachine.provide({
    actors: {
      setPassword: fromPromise<LoginPayload, { token: string; password: string }>(({ input }) => {
        calls.push(input);
        return setPassword(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { tenancy: 'acme', query } }).start(), calls };
}

function type(actor: ReturnType<typeof start>['actor'], password: string, confirm: string) {
  actor.send({ type: 'CHANGE', field: 'password', value: password });
  actor.send({ type: 'CHANGE', field: 'confirm', value: confirm });
  actor.send({ type: 'SUBMIT' });
}

describe('create password machine', () => {
  it('shows nothing without a token and the §8 text with broken parameters', () => {
    expect(start('').actor.getSnapshot().value).toBe('hidden');
    const broken = start('t=abc&type=other').actor.getSnapshot();
    expect(broken.value).toBe('invalidParameters');
    expect(broken.context.error).toBe('Error: expected parameters not supplied');
  });

  it('asks for 8 characters in both fields before calling the server', () => {
    const { actor, calls } = start('t=tok');
    type(actor, '1234567', '12345678');
    expect(actor.getSnapshot().context.error).toBe('Choose a password that is 8 characters or longer');
    expect(actor.getSnapshot().context.invalid).toEqual({ password: true, confirm: false });
    expect(calls).toEqual([]);
  });

  it('asks for equal passwords', () => {
    const { actor, calls } = start('t=tok');
    type(actor, 'abcdefgh', 'abcdefgi');
    expect(actor.getSnapshot().context.error).toBe('Passwords did not match; try again');
    expect(calls).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'abcdefgh' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('posts token and password and hands the answer on as the login payload with the back link', async () => {
    const answer = { token: 'access', user: { _id: 'u1' }, refreshToken: 'refresh' };
    const { actor, calls } = start('t=tok&backLink=%2Facme%2Fcat', async () => answer);
    type(actor, 'abcdefgh', 'abcdefgh');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: 'tok', password: 'abcdefgh' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'signIn', login: answer, backLink: '/acme/cat' });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it("shows the server's text when the token is refused, and lets the person retry", async () => {
    let attempt = 0;
    const { actor } = start('t=tok', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('This link has expired.');
      return { token: 'access' };
    });
    type(actor, 'abcdefgh', 'abcdefgh');
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('This link has expired.');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it("says 'Please verify both password and try again.' when the server gives no reason of its own", async () => {
    const { actor } = start('t=tok', async () => {
      throw new HttpError(502, '/acme/api/users/password', '502 Bad Gateway', false);
    });
    type(actor, 'abcdefgh', 'abcdefgh');
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('Please verify both password and try again.');
  });

  it("says 'Authentication invalid' when the answer carries no token", async () => {
    const { actor } = start('t=tok', async () => ({}));
    type(actor, 'abcdefgh', 'abcdefgh');
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('Authentication invalid');
  });

  it('offers only the Microsoft sign-in for the microsoft type', () => {
    const { actor, calls } = start('t=tok&type=microsoft&internalEmail=Ann%40acme.test');
    expect(actor.getSnapshot().value).toBe('microsoft');
    actor.send({ type: 'SUBMIT' });
    expect(calls).toEqual([]);
    actor.send({ type: 'SIGN_IN_MICROSOFT' });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'redirect',
      url: '/acme/api/auth/microsoft?internalEmail=Ann%40acme.test',
    });
  });
});
