import { evolveUser, initialUserState } from '../user.state';
import { decideAcceptTerms } from './accept-terms.decide';

const created = evolveUser(initialUserState, {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: true, type: 'default' },
});

describe('accept terms', () => {
  it('records the acceptance at the given time', () => {
    expect(decideAcceptTerms({ userId: 'u1', at: '2026-01-02T03:04:05.000Z' }, created)).toEqual([
      { type: 'UserTermsAccepted', data: { userId: 'u1', at: '2026-01-02T03:04:05.000Z' } },
    ]);
  });

  it('refuses an unknown or deleted user', () => {
    expect(() => decideAcceptTerms({ userId: 'u1', at: 'x' }, initialUserState)).toThrow('User u1 not found.');
    const deleted = evolveUser(created, { type: 'UserDeleted', data: { userId: 'u1' } });
    expect(() => decideAcceptTerms({ userId: 'u1', at: 'x' }, deleted)).toThrow('User u1 not found.');
  });
});
