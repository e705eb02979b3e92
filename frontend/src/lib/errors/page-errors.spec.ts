import { isIgnoredPageError, pageErrorMessage } from './page-errors';

describe('page errors', () => {
  it('ignores the known noise', () => {
    expect(isIgnoredPageError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredPageError("Cannot read properties of null (reading 'getValue')")).toBe(true);
    expect(isIgnoredPageError("Failed to read the 'sessionStorage' property from 'Window'")).toBe(true);
    expect(isIgnoredPageError("Unexpected token '<'")).toBe(true);
    expect(isIgnoredPageError('SyntaxError: Unexpected token \'<\', "<!doctype "... is not valid JSON')).toBe(true);
    expect(isIgnoredPageError('Target container is not a DOM element.')).toBe(true);
  });

  it('lets real errors through', () => {
    expect(isIgnoredPageError("Cannot read properties of undefined (reading 'name')")).toBe(false);
    expect(isIgnoredPageError('Unexpected token }')).toBe(false);
  });

  it('describes any thrown value', () => {
    expect(pageErrorMessage(new TypeError('x is not a function'))).toBe('x is not a function');
    expect(pageErrorMessage('plain')).toBe('plain');
    expect(pageErrorMessage({ code: 1 })).toBe('{"code":1}');
  });
});
