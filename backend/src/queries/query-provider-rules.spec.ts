import { providerUnavailable, sourceNotFound } from './query-provider-rules';

describe('query provider messages', () => {
  it('says a known integration is not configured in this workspace', () => {
    expect(providerUnavailable('clio')).toBe('This workspace has no Clio integration configured.');
    expect(providerUnavailable('Filevine')).toBe('This workspace has no Filevine integration configured.');
  });

  it('says an unknown provider does not exist, naming it', () => {
    expect(providerUnavailable('salesforce')).toBe('There is no query provider named "salesforce".');
  });

  it('names the source a provider does not have', () => {
    expect(sourceNotFound('This workspace', 'Ghosts')).toBe('This workspace has no source named "Ghosts".');
  });
});
