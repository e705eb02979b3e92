import type { MemberDiff } from './history.types';
import {
  FORMULA_DATA_LOSS,
  VARIABLE_DATA_LOSS,
  dataLossWarnings,
  diffSummary,
  displayValue,
  membersByKind,
  orderedProperties,
  propertyLabel,
  typeText,
} from './version-compare';

const member = (over: Partial<MemberDiff> & Pick<MemberDiff, 'kind' | 'name'>): MemberDiff => ({
  memberId: over.name,
  status: 'changed',
  properties: [{ property: 'label', before: 'a', after: 'b' }],
  ...over,
});

describe('diffSummary', () => {
  it('counts several members of a kind and names a single one, element first', () => {
    const summary = diffSummary({
      element: [{ property: 'summary', before: null, after: '{Name}' }],
      members: [
        member({ kind: 'variable', name: 'A', status: 'added' }),
        member({ kind: 'variable', name: 'B', status: 'added' }),
        member({ kind: 'variable', name: 'C', status: 'added' }),
        member({ kind: 'formula', name: 'Total' }),
        member({ kind: 'template', name: 'Letter', status: 'removed' }),
      ],
    });
    expect(summary).toBe(
      'element properties changed, 3 variables added, formula Total changed, template Letter removed',
    );
  });

  it('says an element was renamed, and nothing for equal versions', () => {
    expect(diffSummary({ element: [{ property: 'name', before: 'A', after: 'B' }], members: [] })).toBe(
      'element renamed',
    );
    expect(diffSummary({ element: [], members: [] })).toBe('');
  });
});

describe('membersByKind', () => {
  it('groups members in tab order (variables first), each group by name case aside', () => {
    const groups = membersByKind([
      member({ kind: 'template', name: 'Letter' }),
      member({ kind: 'variable', name: 'zeta' }),
      member({ kind: 'variable', name: 'Alpha' }),
    ]);
    expect(groups.map((group) => [group.kind, group.members.map((m) => m.name)])).toEqual([
      ['variable', ['Alpha', 'zeta']],
      ['template', ['Letter']],
    ]);
  });
});

describe('dataLossWarnings', () => {
  it("gives the seed's variable warning for a renamed, retyped or list-switched variable", () => {
    const warnings = dataLossWarnings([
      member({ kind: 'variable', name: 'GivenName', previousName: 'FirstName' }),
      member({ kind: 'variable', name: 'Age', retyped: { from: 'text', to: 'number' } }),
      member({ kind: 'variable', name: 'Tags', properties: [{ property: 'isList', before: null, after: true }] }),
      member({ kind: 'variable', name: 'Prompted' }),
    ]);
    expect(warnings).toEqual([{ kind: 'variable', text: VARIABLE_DATA_LOSS, names: ['GivenName', 'Age', 'Tags'] }]);
  });

  it("gives the seed's formula warning for a renamed formula, and none for added or removed members", () => {
    expect(
      dataLossWarnings([
        member({ kind: 'formula', name: 'Total', previousName: 'Sum' }),
        member({ kind: 'variable', name: 'New', status: 'added' }),
        member({ kind: 'variable', name: 'Old', status: 'removed' }),
        member({ kind: 'template', name: 'Letter', previousName: 'Mail' }),
      ]),
    ).toEqual([{ kind: 'formula', text: FORMULA_DATA_LOSS, names: ['Total'] }]);
  });

  it('keeps the seed texts verbatim', () => {
    expect(VARIABLE_DATA_LOSS).toBe(
      "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.",
    );
    expect(FORMULA_DATA_LOSS).toBe(
      'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.',
    );
  });
});

describe('propertyLabel and displayValue', () => {
  it("names properties by the editor's field labels, else by their words", () => {
    expect(propertyLabel('helpText')).toBe('Question help');
    expect(propertyLabel('text')).toBe('Template text');
    expect(propertyLabel('decimalPlaces')).toBe('Decimal places');
    expect(propertyLabel('_options')).toBe('Suggestions');
  });

  it('shows texts as they are, lists of texts a line each, other values as JSON, absent as null', () => {
    expect(displayValue('a + b')).toBe('a + b');
    expect(displayValue(['x', 'y'])).toBe('x\ny');
    expect(displayValue(false)).toBe('false');
    expect(displayValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(displayValue(null)).toBeNull();
    expect(typeText(null)).toBe('none');
    expect(typeText('number')).toBe('number');
  });
});

describe('orderedProperties', () => {
  it('puts name, type and list first, the rest in the order given', () => {
    const changes = ['helpText', 'isList', 'label', 'name', 'type'].map((property) => ({ property }));
    expect(orderedProperties(changes).map((change) => change.property)).toEqual([
      'name',
      'type',
      'isList',
      'helpText',
      'label',
    ]);
  });
});
