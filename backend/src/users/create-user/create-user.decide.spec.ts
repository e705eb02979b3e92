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
  mailTaken: false,
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

  it('refuses an address another user has', () => {
    expect(() => decideCreateUser({ ...command, mailTaken: true }, initialUserState)).toThrow(
      'That email is taken. Try another.',
    );
  });

  it('refuses an empty name unless the account is Microsoft', () => {
    expect(() => decideCreateUser({ ...command, name: '  ' }, initialUserState)).toThrow('That name is empty');
    expect(decideCreateUser({ ...command, name: '', type: 'microsoft' }, initialUserState)).toHaveLength(1);
  });
});
