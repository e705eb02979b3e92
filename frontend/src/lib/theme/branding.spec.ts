// The build names the white-label host (VITE_WHITE_LABEL_HOST); here the module that reads it stands in.
jest.mock('./white-label-host', () => ({ WHITE_LABEL_HOST: 'docs.example.com' }));

import { defaultAccent } from './branding';

describe('default accent', () => {
  it('is dark green on the white-label host (§3), whatever the case of the name', () => {
    expect(defaultAccent('docs.example.com')).toBe('#024638');
    expect(defaultAccent('Docs.Example.COM')).toBe('#024638');
  });

  it('is orange on any other host', () => {
    expect(defaultAccent('other.example.com')).toBe('#F26B2F');
    expect(defaultAccent('docs.example.com.evil.test')).toBe('#F26B2F');
    expect(defaultAccent('localhost')).toBe('#F26B2F');
  });
});
