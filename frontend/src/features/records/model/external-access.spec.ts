import { externalAccessHolder } from './external-access';

describe('naming who external access is open for', () => {
  it('is nobody while extUserID is not set', () => {
    expect(externalAccessHolder({ extUserID: null })).toBeNull();
    expect(externalAccessHolder({ extUserID: '', extUser: { _id: '', name: 'X', mail: null } })).toBeNull();
  });

  it('gives the name and the mail, or whichever the server knows', () => {
    const user = { _id: 'u1', name: 'Erin External', mail: 'erin@client.test' };
    expect(externalAccessHolder({ extUserID: 'u1', extUser: user })).toBe('Erin External (erin@client.test)');
    expect(externalAccessHolder({ extUserID: 'u1', extUser: { ...user, name: ' ' } })).toBe('erin@client.test');
    expect(externalAccessHolder({ extUserID: 'u1', extUser: { ...user, mail: null } })).toBe('Erin External');
  });

  it('falls back to the id for a user deleted since, or an answer without extUser', () => {
    expect(externalAccessHolder({ extUserID: 'u1', extUser: { _id: 'u1', name: null, mail: null } })).toBe(
      'the user u1',
    );
    expect(externalAccessHolder({ extUserID: 'u1' })).toBe('the user u1');
  });
});
