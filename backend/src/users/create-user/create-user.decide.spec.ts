import type { UserEvent } from '../user.events';
import { evolveUser, initialUserState } from '../user.state';
import { decideCreateUser, type CreateUserInput } from './create-user.decide';

const command: CreateUserInput = {
  userId: 'u1',
  name: ' Ada ',
  mail: ' Ada@Acme.Test',
  isAdmin: true,
  isExternal: false,
  type: 'default',
};
const createdEvent: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u1', name: 'Ada', mail: 'ada@acme.test', isAdmin: true, isExternal: false, type: 'default' },
};

describe('create user', () => {
  it('creates the user with a trimmed name and a lower-cased address', () => {
    expect(decideCreateUser(command, initialUserState)).toEqual([createdEvent]);
  });

  it('refuses an existing user', () => {
    expect(() => decideCreateUser(command, evolveUser(initialUserState, createdEvent))).toThrow(
      'User u1 already exists.',
    );
  });

  it('refuses a malformed address with the §5 message', () => {
    expect(() => decideCreateUser({ ...command, mail: 'ada@' }, initialUserState)).toThrow('From is not a valid email');
  });

  it('refuses an oversized name', () => {
    expect(() => decideCreateUser({ ...command, name: 'x'.repeat(201) }, initialUserState)).toThrow('200 characters');
  });

  it('refuses an empty name unless the account is Microsoft', () => {
    expect(() => decideCreateUser({ ...command, name: '  ' }, initialUserState)).toThrow('That name is empty');
    expect(decideCreateUser({ ...command, name: '', type: 'microsoft' }, initialUserState)).toHaveLength(1);
  });
});
