import { SIGN_IN_FAILED, takeUrlError } from './url-error';

describe('an error brought by the URL (failed OAuth sign-in)', () => {
  it("shows the server's own messages and removes them from the address", () => {
    expect(takeUrlError('?error=Sign-in+with+Google+was+cancelled+or+refused.')).toEqual({
      search: '',
      error: 'Sign-in with Google was cancelled or refused.',
    });
    const noAccount = 'There is no account for ada@acme.test in this workspace. Ask an administrator to add you.';
    expect(takeUrlError(`?error=${encodeURIComponent(noAccount)}&tab=2`)).toEqual({
      search: '?tab=2',
      error: noAccount,
    });
  });

  it('replaces any other text with the generic message', () => {
    expect(takeUrlError('?error=Call+0800+123+to+restore+your+account').error).toBe(SIGN_IN_FAILED);
    expect(takeUrlError('?error=').error).toBe(SIGN_IN_FAILED);
  });

  it('keeps the bare external flag of external pages', () => {
    expect(takeUrlError('?external&error=Your+workspace+has+been+deactivated.')).toEqual({
      search: '?external',
      error: 'Your workspace has been deactivated.',
    });
  });

  it('leaves a URL without an error alone', () => {
    expect(takeUrlError('?external&x=1')).toEqual({ search: '?external&x=1' });
  });
});
