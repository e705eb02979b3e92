import { DATA_LOSS_WARNING, showsDataLossWarning } from './variable-data-loss';
import { variable } from './variable.testing';

describe('the data-loss warning (001 §2)', () => {
  const saved = variable();

  it('shows once the name, type or list flag differs from what was saved', () => {
    expect(DATA_LOSS_WARNING).toBe(
      "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.",
    );
    expect(showsDataLossWarning(variable({ label: 'First' }), saved)).toBe(false);
    expect(showsDataLossWarning(variable({ name: 'GivenName' }), saved)).toBe(true);
    expect(showsDataLossWarning(variable(), saved, 'GivenNa')).toBe(true);
    expect(showsDataLossWarning(variable({ type: 'number' }), saved)).toBe(true);
    expect(showsDataLossWarning(variable({ isList: true }), saved)).toBe(true);
  });

  it('does not show for a variable not saved yet', () => {
    expect(showsDataLossWarning(variable({ name: 'GivenName' }), undefined)).toBe(false);
  });
});
