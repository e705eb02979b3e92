import {
  canChangeRole,
  canContinueToWorkspace,
  defaultUserType,
  editUserPayload,
  hasErrors,
  isCreatePasswordLongEnough,
  isNameLongEnough,
  isSignInPasswordLongEnough,
  isValidEmail,
  isWeakPassword,
  newUserPayload,
  normaliseEmail,
  termsAcceptanceRequired,
  validateUserDraft,
  workspaceNameError,
  type UserDraft,
} from './access-rules';

describe('e-mail rules', () => {
  it.each(['ann@acme.test', 'a.b+c@sub.acme.co', 'A@B.CD'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ann', 'ann@', '@acme.test', 'ann@acme', 'an n@acme.test', 'ann@acme..test', 'a@b@c.test'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('lower-cases and strips every space before sending', () => {
    expect(normaliseEmail(' Ann.Lee @Acme.TEST ')).toBe('ann.lee@acme.test');
  });
});

describe('length rules (§9)', () => {
  it('sign-in passwords must be longer than 5 characters', () => {
    expect(isSignInPasswordLongEnough('12345')).toBe(false);
    expect(isSignInPasswordLongEnough('123456')).toBe(true);
  });
  it('created passwords need 8 characters', () => {
    expect(isCreatePasswordLongEnough('1234567')).toBe(false);
    expect(isCreatePasswordLongEnough('12345678')).toBe(true);
  });
  it('names need 2 characters, spaces not counted', () => {
    expect(isNameLongEnough(' A ')).toBe(false);
    expect(isNameLongEnough('Al')).toBe(true);
  });
});

describe('weak password check', () => {
  it.each([
    ['abcdef', true],
    ['123456', true],
    ['abc12', true],
    ['ABCDE1', true],
    ['abcde1', false],
  ])('%s weak: %s', (password, weak) => {
    expect(isWeakPassword(password)).toBe(weak);
  });
});

describe('workspace name', () => {
  it('reports the §5 message for anything but lowercase letters and digits', () => {
    expect(workspaceNameError('Acme')).toBe('Sorry, only letters (a-z), numbers (0-9) are allowed.');
    expect(workspaceNameError('acme-1')).toBe('Sorry, only letters (a-z), numbers (0-9) are allowed.');
    expect(workspaceNameError('acme1')).toBeUndefined();
    expect(workspaceNameError('')).toBeUndefined();
  });
  it('disables CONTINUE when empty or invalid', () => {
    expect(canContinueToWorkspace('')).toBe(false);
    expect(canContinueToWorkspace('a b')).toBe(false);
    expect(canContinueToWorkspace('acme')).toBe(true);
  });
});

describe('New/Edit User checks', () => {
  const users = [
    { _id: 'u1', mail: 'ann@acme.test' },
    { _id: 'u2', mail: 'Bob@Acme.test' },
  ];
  const draft = (over: Partial<UserDraft>): UserDraft => ({
    name: 'Cy',
    mail: 'cy@acme.test',
    isAdmin: false,
    type: 'default',
    ...over,
  });

  it('accepts a new user with a fresh address and a name', () => {
    expect(hasErrors(validateUserDraft('new', draft({}), users))).toBe(false);
  });
  it('refuses a malformed address', () => {
    expect(validateUserDraft('new', draft({ mail: 'cy@' }), users)).toEqual({ mail: 'From is not a valid email' });
  });
  it('strips spaces before checking, so a pasted address is accepted', () => {
    expect(validateUserDraft('new', draft({ mail: ' cy @acme.test' }), users)).toEqual({});
  });
  it('refuses an address already in the list, whatever its case', () => {
    expect(validateUserDraft('new', draft({ mail: 'BOB@acme.test' }), users)).toEqual({
      mail: 'That email is taken. Try another.',
    });
  });
  it("does not count the user's own address on edit", () => {
    expect(validateUserDraft('edit', draft({ _id: 'u1', mail: 'ann@acme.test' }), users)).toEqual({});
    expect(validateUserDraft('edit', draft({ _id: 'u1', mail: 'bob@acme.test' }), users).mail).toBe(
      'That email is taken. Try another.',
    );
  });
  it('skips the taken check on edit for Microsoft accounts, not on creation', () => {
    expect(validateUserDraft('edit', draft({ _id: 'u1', mail: 'bob@acme.test', type: 'microsoft' }), users)).toEqual(
      {},
    );
    expect(validateUserDraft('new', draft({ mail: 'bob@acme.test', type: 'microsoft' }), users).mail).toBe(
      'That email is taken. Try another.',
    );
  });
  it('requires a name for default accounts only', () => {
    expect(validateUserDraft('new', draft({ name: '  ' }), users)).toEqual({ name: 'That name is empty' });
    expect(validateUserDraft('new', draft({ name: '', type: 'microsoft' }), users)).toEqual({});
  });
  it('builds the §3 payloads with a normalised address and an empty password', () => {
    expect(newUserPayload(draft({ mail: 'Cy@Acme.test ', isAdmin: true }))).toEqual({
      name: 'Cy',
      mail: 'cy@acme.test',
      isAdmin: true,
      pass: '',
      type: 'default',
    });
    expect(editUserPayload({ ...draft({}), _id: 'u9' })).toEqual({
      _id: 'u9',
      name: 'Cy',
      mail: 'cy@acme.test',
      isAdmin: false,
    });
  });
  it('defaults new users to Microsoft with ms_auth_int, and keeps external roles fixed', () => {
    expect(defaultUserType(['ms_auth_int'])).toBe('microsoft');
    expect(defaultUserType([])).toBe('default');
    expect(canChangeRole({ isExternal: true })).toBe(false);
    expect(canChangeRole({})).toBe(true);
  });
});

describe('terms acceptance', () => {
  const settings = {
    terms: 'Be nice',
    dateUpdateTerms: '2024-05-01T00:00:00Z',
    termsForExternal: 'Be nice too',
    dateUpdateTermsForExternal: '2024-06-01T00:00:00Z',
  };
  it('is required when never accepted', () => {
    expect(termsAcceptanceRequired({}, settings, [])).toBe(true);
  });
  it('is required again when the terms changed after the last acceptance', () => {
    expect(termsAcceptanceRequired({ lastAccepted: '2024-04-30T00:00:00Z' }, settings, [])).toBe(true);
    expect(termsAcceptanceRequired({ lastAccepted: '2024-05-02T00:00:00Z' }, settings, [])).toBe(false);
  });
  it('uses the external terms and their date for external users', () => {
    const external = { isExternal: true, lastAccepted: '2024-05-15T00:00:00Z' };
    expect(termsAcceptanceRequired(external, settings, [])).toBe(true);
    expect(termsAcceptanceRequired(external, { ...settings, termsForExternal: undefined }, [])).toBe(false);
  });
  it('is skipped for external users with allExternal, not for others', () => {
    expect(termsAcceptanceRequired({ isExternal: true }, settings, ['allExternal'])).toBe(false);
    expect(termsAcceptanceRequired({}, settings, ['allExternal'])).toBe(true);
  });
  it('is not required when the workspace has no terms', () => {
    expect(termsAcceptanceRequired({}, { terms: '' }, [])).toBe(false);
  });
});
