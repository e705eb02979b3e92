import { decodeUrlTokens, takeUrlTokens } from './url-token';

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

  it('takes the tokens of query t for the workspace and removes t from the address', () => {
    expect(takeUrlTokens('acme', '/acme/', `?t=${b64({ token: 'tk', refreshToken: 'rf' })}&x=1`)).toEqual({
      search: '?x=1',
      tokens: { token: 'tk', refreshToken: 'rf' },
    });
  });

  it('takes an external token, marked to be checked as one, but keeps the bare external flag', () => {
    expect(takeUrlTokens('acme', '/acme/c/r/a', '?external=ext-token')).toEqual({
      search: '?external',
      tokens: { token: 'ext-token', external: true },
    });
    expect(takeUrlTokens('acme', '/acme/c/r/a', '?external')).toEqual({ search: '?external' });
  });

  it('leaves the plain token of /confirm alone', () => {
    expect(takeUrlTokens('acme', '/acme/confirm', '?t=plain')).toEqual({ search: '?t=plain' });
  });
});
