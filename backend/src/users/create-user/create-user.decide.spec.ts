import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { UserEvent } from '../user.events';
import { UserStream } from '../user.streams';
import { decideCreateUser, type CreateUserInput } from './create-user.decide';

const spec = streamSpec(UserStream);
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
const create =
  (over: Partial<CreateUserInput> = {}) =>
  (state: Parameters<typeof decideCreateUser>[1]) =>
    decideCreateUser({ ...command, ...over }, state);

describe('create user', () => {
  it('creates the user with a trimmed name and a lower-cased address', () => {
    spec.given([]).when(create()).then([createdEvent]);
  });

  it('refuses an existing user', () => {
    spec.given([createdEvent]).when(create()).thenThrows('User u1 already exists.');
  });

  it('refuses a malformed address with the §5 message', () => {
    spec
      .given([])
      .when(create({ mail: 'ada@' }))
      .thenThrows('From is not a valid email');
  });

  it('refuses an oversized name', () => {
    spec
      .given([])
      .when(create({ name: 'x'.repeat(201) }))
      .thenThrows('200 characters');
  });

  it('refuses an empty name unless the account is Microsoft', () => {
    spec
      .given([])
      .when(create({ name: '  ' }))
      .thenThrows('That name is empty');
    spec
      .given([])
      .when(create({ name: '', type: 'microsoft' }))
      .then([{ type: 'UserCreated', data: { ...createdEvent.data, name: '', type: 'microsoft' } } as UserEvent]);
  });
});
