import {
  appLabelPlaceholder,
  completionUrlProblem,
  COMPLETION_URL_PROBLEM,
  dataSelectionChange,
  showsEnableForAllCatalogs,
  showsExternalOptions,
} from './app-options';

describe('app editor rules (001 §2)', () => {
  it('shows the external-user options only with registration and the extUsers add-on', () => {
    expect(showsExternalOptions(true, ['extUsers'])).toBe(true);
    expect(showsExternalOptions(false, ['extUsers'])).toBe(false);
    expect(showsExternalOptions(true, ['pdf'])).toBe(false);
  });

  it("shows 'enable for all catalogs' only for a model in more than one catalog", () => {
    expect(showsEnableForAllCatalogs(0)).toBe(false);
    expect(showsEnableForAllCatalogs(1)).toBe(false);
    expect(showsEnableForAllCatalogs(2)).toBe(true);
  });

  it('derives the label placeholder from the name', () => {
    expect(appLabelPlaceholder('Engagement_letter')).toBe('Engagement letter');
    expect(appLabelPlaceholder('newClientIntake')).toBe('new Client Intake');
  });

  it('clears the choices that depend on a source or link when it is cleared', () => {
    expect(dataSelectionChange('selectFrom', 'Courts')).toEqual({ selectFrom: 'Courts' });
    expect(dataSelectionChange('selectFrom', null)).toEqual({ selectFrom: null, selectOnce: null, autoSelect: null });
    expect(dataSelectionChange('linkedQuery', null)).toEqual({ linkedQuery: null, autoLink: null, isLink: null });
  });

  it('takes only web addresses for completion and exit', () => {
    expect(completionUrlProblem('')).toBeNull();
    expect(completionUrlProblem(undefined)).toBeNull();
    expect(completionUrlProblem('https://example.com/thanks?x=1')).toBeNull();
    expect(completionUrlProblem('http://intranet.local/done')).toBeNull();
    expect(completionUrlProblem('javascript:alert(1)')).toBe(COMPLETION_URL_PROBLEM);
    expect(completionUrlProblem('data:text/html,hi')).toBe(COMPLETION_URL_PROBLEM);
    expect(completionUrlProblem('example.com')).toBe(COMPLETION_URL_PROBLEM);
  });
});
