import { compileExpression } from '@app/templating';
import type { Member } from '../../types';
import { formulaSource, runScope } from './run-scope';

const formula = (name: string, expression: string, isList = false) =>
  ({ _id: name, name, expression, isList }) as Member;

describe('the scope a run’s templates read', () => {
  it('gives the record’s values and the model’s formulas on them', () => {
    const scope = runScope({ First: 'Ann', Last: 'Lee' }, [formula('Full', 'First + " " + Last')]);
    expect(compileExpression('Full|upper').evaluate(scope).value).toBe('ANN LEE');
  });

  it('reads a list formula’s JSON array of expressions as the list of them (001 §3 Formula)', () => {
    expect(formulaSource(formula('L', '["First", "1 + 1"]', true))).toBe('[(First), (1 + 1)]');
    expect(formulaSource(formula('L', 'Kids|map:"Name"', true))).toBe('Kids|map:"Name"');
    const scope = runScope({ First: 'Ann' }, [formula('L', '["First", "1 + 1"]', true)]);
    expect(compileExpression('L').evaluate(scope).value).toEqual(['Ann', 2]);
  });
});
