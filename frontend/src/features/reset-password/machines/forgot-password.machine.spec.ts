import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine, type ResetRequest } from './forgot-password.machine';

function start(requestReset: (input: ResetRequest) => Promise<unknown>, backLink?: string) {
  const calls: ResetRequest[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise<unknown, ResetRequest>(({ input }) => {
        calls.push(input);
        return requestReset(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { tenancy: 'acme', backLink } }).start();
  return { actor, calls };
}

describe('forgot password machine', () => {
  it('flags a malformed e-mail without calling the server', () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'CHANGE', email: 'ann@' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(calls).toEqual([]);
    actor.send({ type: 'CHANGE', email: 'ann@acme.test' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends the lower-cased address with the back link, then shows the notice and a Back button to sign-in', async () => {
    const { actor, calls } = start(async () => undefined, '/acme/cat/app');
    actor.send({ type: 'CHANGE', email: ' Ann@Acme.TEST' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ email: 'ann@acme.test', backLink: '/acme/cat/app' }]);
    expect(actor.getSnapshot().context.notice).toBe('You should receive an email with a link to reset your password.');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ navigateTo: '/acme/login' });
  });

  it('keeps the server text on failure and lets the person try again', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw new Error('Too many requests, try again in a minute.');
      return {};
    });
    actor.send({ type: 'CHANGE', email: 'ann@acme.test' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('Too many requests, try again in a minute.');
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('ignores Back before the request succeeded', () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
