import { createBrowserStorage, memoryStorage } from '../../../lib/storage/browser-storage';
import { storedRefreshToken } from '../../../lib/session/session-tokens';
import { captureUrlTokens, decodeUrlTokens } from './url-token';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('tokens in the URL', () => {
  it('decodes base64 JSON holding the token or { token, refreshToken }', () => {
    expect(decodeUrlTokens(b64('abc'))).toEqual({ token: 'abc' });
    expect(decodeUrlTokens(b64({ token: 'abc', refreshToken: 'r1' }))).toEqual({ token: 'abc', refreshToken: 'r1' });
    expect(decodeUrlTokens(b64({ token: 'abc' }).replace(/\+/g, '-').replace(/\//g, '_'))).toEqual({ token: 'abc' });
  });

  it('ignores what is not a token', () => {
    expect(decodeUrlTokens(undefined)).toBeUndefined();
    expect(decodeUrlTokens('%%%')).toBeUndefined();
    expect(decodeUrlTokens(b64({ nope: 1 }))).toBeUndefined();
    expect(decodeUrlTokens(b64(''))).toBeUndefined();
  });

  it('stores the tokens of query t for the workspace and removes t from the address', () => {
    const storage = createBrowserStorage(memoryStorage());
    const result = captureUrlTokens(storage, 'acme', '/acme/', `?t=${b64({ token: 'tk', refreshToken: 'rf' })}&x=1`);
    expect(result).toEqual({ search: '?x=1', captured: true });
    expect(storage.getToken('acme')).toBe('tk');
    expect(storedRefreshToken(storage, 'acme')).toBe('rf');
  });

  it('takes an external token but keeps the bare external flag', () => {
    const storage = createBrowserStorage(memoryStorage());
    expect(captureUrlTokens(storage, 'acme', '/acme/c/r/a', '?external=ext-token')).toEqual({
      search: '?external',
      captured: true,
    });
    expect(storage.getToken('acme')).toBe('ext-token');
    expect(captureUrlTokens(storage, 'acme', '/acme/c/r/a', '?external')).toEqual({
      search: '?external',
      captured: false,
    });
  });

  it('leaves the plain token of /confirm alone', () => {
    const storage = createBrowserStorage(memoryStorage());
    expect(captureUrlTokens(storage, 'acme', '/acme/confirm', '?t=plain')).toEqual({
      search: '?t=plain',
      captured: false,
    });
    expect(storage.getToken('acme')).toBeUndefined();
  });
});
