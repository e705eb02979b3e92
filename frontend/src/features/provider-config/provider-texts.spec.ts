import { callbackOutcome, connectedSince } from './provider-texts';

describe("the provider's redirect back to the settings page", () => {
  it("reads connected=1 as connected, and each error code as the page's own words", () => {
    expect(callbackOutcome('?connected=1', 'Clio')).toEqual({ kind: 'connected' });
    expect(callbackOutcome('?connectError=denied', 'Clio')).toEqual({
      kind: 'error',
      message: 'Clio did not grant access. Connect again and allow access at Clio.',
    });
    expect(callbackOutcome('?connectError=unavailable', 'OneDrive')).toEqual({
      kind: 'error',
      message: 'OneDrive could not be reached. Try connecting again in a moment.',
    });
    expect(callbackOutcome('', 'Clio')).toBeNull();
    expect(callbackOutcome('?connected=0', 'Clio')).toBeNull();
  });

  it('never shows text taken from the address: an unknown code reads as a refusal', () => {
    const outcome = callbackOutcome('?connectError=Call+0800+to+verify+your+account', 'Clio');
    expect(outcome).toEqual({
      kind: 'error',
      message:
        'Clio refused the connection. Check the client id and secret, and the redirect URI registered at Clio, then connect again.',
    });
    expect(callbackOutcome('?connectError=toString', 'Clio')).toEqual(outcome);
  });

  it('asks Filevine, which has no redirect URI, to check its client and personal access token', () => {
    expect(callbackOutcome('?connectError=refused', 'Filevine', true)).toEqual({
      kind: 'error',
      message:
        'Filevine refused the connection. Check the client id, the secret and the personal access token, then connect again.',
    });
  });

  it('says since when a connection stands, in the reader’s locale, and nothing for no date', () => {
    expect(connectedSince('2026-11-25T22:40:00.000Z', 'en-GB')).toMatch(/25 Nov 2026/);
    expect(connectedSince(null)).toBe('');
    expect(connectedSince('not a date')).toBe('');
  });
});
