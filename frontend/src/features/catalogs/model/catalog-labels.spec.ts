import { pluralLabelPlaceholder } from './catalog-labels';

describe("the plural label's placeholder, derived from the name (002 §2.2)", () => {
  it('shows the name as words', () => {
    expect(pluralLabelPlaceholder('Clients')).toBe('Clients');
    expect(pluralLabelPlaceholder('Client_matters')).toBe('Client matters');
    expect(pluralLabelPlaceholder('ClientMatters')).toBe('Client matters');
    expect(pluralLabelPlaceholder('open__files')).toBe('open files');
    expect(pluralLabelPlaceholder('NDAs')).toBe('NDAs');
  });
});
