import { portalCompletion, portalExitUrl, portalUrl } from './portal-completion';

const settings = {
  useURLs: false,
  completionURL: '',
  exitURL: '',
  instructions: 'We will **call** you.',
  showDocs: false,
  autoClose: false,
};

describe('the portal after Finish (INTERVIEW §9)', () => {
  it('accepts only absolute http and https addresses', () => {
    expect(portalUrl(' https://client.test/thanks ')).toBe('https://client.test/thanks');
    expect(portalUrl('http://localhost:4000/done?x=1')).toBe('http://localhost:4000/done?x=1');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      '/demo/x',
      'client.test',
      '',
    ]) {
      expect(portalUrl(bad)).toBeNull();
    }
  });

  it('with useURLs leaves for the completion URL; Exit goes to the exit URL', () => {
    const urls = {
      ...settings,
      useURLs: true,
      completionURL: 'https://client.test/thanks',
      exitURL: 'https://client.test/bye',
    };
    expect(portalCompletion(urls, true)).toEqual({ kind: 'leave', url: 'https://client.test/thanks' });
    expect(portalExitUrl(urls)).toBe('https://client.test/bye');
    expect(portalExitUrl({ ...urls, useURLs: false })).toBeNull();
    expect(portalExitUrl(undefined)).toBeNull();
  });

  it('a completion URL the portal may not go to falls back to the instructions page, and says so', () => {
    expect(portalCompletion({ ...settings, useURLs: true, completionURL: 'javascript:alert(1)' }, true)).toEqual({
      kind: 'page',
      instructions: 'We will **call** you.',
      showDocs: false,
      refusedUrl: true,
    });
  });

  it('otherwise the instructions, with the documents only when showDocs and the run made some', () => {
    expect(portalCompletion({ ...settings, showDocs: true }, true)).toMatchObject({ kind: 'page', showDocs: true });
    expect(portalCompletion({ ...settings, showDocs: true }, false)).toMatchObject({ showDocs: false });
    expect(portalCompletion(settings, true)).toMatchObject({ showDocs: false, refusedUrl: false });
  });
});
