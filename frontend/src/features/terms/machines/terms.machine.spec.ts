import { createActor, fromPromise, waitFor } from 'xstate';
import { termsMachine, type TermsInput, type TermsUser } from './terms.machine';

const settings = {
  terms: 'Be nice.',
  dateUpdateTerms: '2024-05-01T00:00:00.000Z',
  termsForExternal: 'Be nice, guest.',
  dateUpdateTermsForExternal: '2024-06-01T00:00:00.000Z',
};
const NOW = new Date('2024-07-01T12:00:00.000Z');
const ann: TermsUser = { _id: 'u1', name: 'Ann', mail: 'ann@acme.test', isAdmin: false, permissions: ['clients'] };

function start(input: Partial<TermsInput>, updateUser?: (user: TermsUser) => Promise<TermsUser>) {
  const updates: TermsUser[] = [];
  const machine = termsMachine.provide({
    actors: {
      updateUser: fromPromise<TermsUser, { user: TermsUser }>(({ input: { user } }) => {
        updates.push(user);
        return updateUser ? updateUser(user) : Promise.resolve(user);
      }),
    },
  });
  const actor = createActor(machine, { input: { user: ann, settings, addons: [], now: () => NOW, ...input } }).start();
  return { actor, updates };
}

describe('terms machine', () => {
  it('asks a user who never accepted, showing the workspace terms', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.terms).toBe('Be nice.');
  });

  it('does not ask when accepted after the last update, and asks again after a newer update', () => {
    const current = start({ user: { ...ann, lastAccepted: '2024-05-02T00:00:00.000Z' } }).actor.getSnapshot();
    expect(current.status).toBe('done');
    expect(current.output).toMatchObject({ outcome: 'notRequired' });
    expect(start({ user: { ...ann, lastAccepted: '2024-04-01T00:00:00.000Z' } }).actor.getSnapshot().value).toBe(
      'asking',
    );
  });

  it('shows the external terms to external users and skips them with allExternal', () => {
    const guest = { ...ann, isExternal: true, lastAccepted: '2024-05-15T00:00:00.000Z' };
    const asked = start({ user: guest }).actor.getSnapshot();
    expect(asked.value).toBe('asking');
    expect(asked.context.terms).toBe('Be nice, guest.');
    expect(start({ user: guest, addons: ['allExternal'] }).actor.getSnapshot().status).toBe('done');
  });

  it('accepting updates the full user object with lastAccepted = now', async () => {
    const { actor, updates } = start({}, async (user) => ({ ...user, dateCreate: '2024-01-01' }));
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(updates).toEqual([{ ...ann, lastAccepted: '2024-07-01T12:00:00.000Z' }]);
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'accepted',
      user: { ...ann, lastAccepted: '2024-07-01T12:00:00.000Z', dateCreate: '2024-01-01' },
    });
  });

  it('keeps asking, with the text, when the update fails', async () => {
    const { actor } = start({}, async () => Promise.reject(new Error('The server is busy.')));
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('The server is busy.');
  });

  // Signing out is the session's (app-start.machine.spec.ts): the modal reports the outcome to the gate.
  it('rejecting ends with the outcome rejected, without saving anything', async () => {
    const { actor, updates } = start({});
    actor.send({ type: 'REJECT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(updates).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'rejected' });
  });
});
