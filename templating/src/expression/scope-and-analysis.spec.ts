import { compileExpression } from './compile-expression';
import { createScope } from './scope';

describe('scopes, formulas and static analysis', () => {
  it('evaluates a formula only when referred to, and once per scope', () => {
    // Unused does not even compile: evaluating other names must not touch it.
    const scope = createScope(
      { Base: 10, Big: Array.from({ length: 100 }, (_, i) => i) },
      { formulas: { Double: 'Base * 2', Unused: 'a +', Total: 'Big|reduce:"_result + this"' } },
    );
    expect(compileExpression('Double + Double').evaluate(scope)).toEqual({ value: 40, unanswered: [], errors: [] });
    // Total costs over 100 steps the first time; cached, a second use costs far less than the budget allows.
    expect(compileExpression('Total').evaluate(scope, { stepBudget: 1000 }).value).toBe(4950);
    expect(compileExpression('Total + Total + Total').evaluate(scope, { stepBudget: 10 })).toEqual({
      value: 14850,
      unanswered: [],
      errors: [],
    });
  });

  it("passes a formula's unanswered variables to the expressions that use it", () => {
    const scope = createScope({ First: 'Ann' }, { formulas: { FullName: 'First + " " + Last' } });
    const result = compileExpression('FullName|upper').evaluate(scope);
    expect(result).toEqual({ value: 'ANN ', unanswered: ['Last'], errors: [] });
    // The cached formula still reports them.
    expect(compileExpression('FullName').evaluate(scope).unanswered).toEqual(['Last']);
  });

  it('lets record values win over formulas of the same name', () => {
    const scope = createScope({ X: 1 }, { formulas: { X: '2' } });
    expect(compileExpression('X').evaluate(scope).value).toBe(1);
  });

  it('reports a formula that does not compile', () => {
    const scope = createScope({}, { formulas: { Bad: 'a +' } });
    expect(compileExpression('Bad').evaluate(scope).errors).toEqual([
      { message: 'Formula Bad: Expression ends too early' },
    ]);
  });

  it('looks names up in a parent scope', () => {
    const parent = createScope({ Firm: 'Acme' }, { locale: 'en-GB' });
    const child = createScope({ Name: 'Ann' }, { parent });
    expect(compileExpression('Name + " of " + Firm').evaluate(child).value).toBe('Ann of Acme');
    expect(child.locale).toBe('en-GB');
  });

  it('gives list-item scopes this, _index, _index0 and _parent', () => {
    const scope = createScope({ Firm: 'Acme', Kids: ['a', 'b'] });
    const item = scope.listItem('b', 1);
    expect(compileExpression('[this, _index, _index0, _parent.Firm, Firm]').evaluate(item).value).toEqual([
      'b',
      2,
      1,
      'Acme',
      'Acme',
    ]);
  });

  it('notes Object.Property paths as unanswered, not the object', () => {
    const result = compileExpression('Client.Name + Client.Phone').evaluate(createScope({ Client: { Name: 'Jo' } }));
    expect(result.unanswered).toEqual(['Client.Phone']);
  });

  it.each([
    ['Name', ['Name']],
    ['Client.Name + Age', ['Client', 'Age']],
    ['Kids|filter:"Age > 3"|punc:Style', ['Kids', 'Style']],
    ['Items[Index].Price * Qty', ['Items', 'Index', 'Qty']],
    ['this.Name + _index + _parent.X', ['X']],
    ['max(A, B) > 3 ? C : D', ['A', 'B', 'C', 'D']],
    ['{k: V}', ['V']],
    ['"literal"', []],
  ])('identifiers of %s', (source, expected) => {
    expect(compileExpression(source).identifiers()).toEqual(expected);
  });

  it('lists the names used in list filters with the lists they run over', () => {
    const expr = compileExpression('Kids|filter:"Age > MinAge"|map:"Name + Suffix"');
    expect(expr.identifiers()).toEqual(['Kids']);
    expect(expr.itemIdentifiers()).toEqual([
      { name: 'Age', lists: ['Kids'] },
      { name: 'MinAge', lists: ['Kids'] },
      { name: 'Name', lists: ['Kids|filter:"Age > MinAge"'] },
      { name: 'Suffix', lists: ['Kids|filter:"Age > MinAge"'] },
    ]);
    expect(
      compileExpression(
        '(Kids|sort:"-Age":"+Name")|reduce:"_result + sum(Pets|map:\\"Weight * Rate\\")":0',
      ).itemIdentifiers(),
    ).toEqual([
      { name: 'Age', lists: ['Kids'] },
      { name: 'Name', lists: ['Kids'] },
      { name: 'Pets', lists: ['(Kids|sort:"-Age":"+Name")'] },
      { name: 'Weight', lists: ['(Kids|sort:"-Age":"+Name")', 'Pets'] },
      { name: 'Rate', lists: ['(Kids|sort:"-Age":"+Name")', 'Pets'] },
    ]);
    // Unquoted, a key is an expression per item too; a predicate that does not compile is refused.
    expect(compileExpression('Kids|sort:-Age:Key').itemIdentifiers()).toEqual([
      { name: 'Age', lists: ['Kids'] },
      { name: 'Key', lists: ['Kids'] },
    ]);
    expect(compileExpression('Kids|sort:Key').identifiers()).toEqual(['Kids']);
    expect(() => compileExpression('Kids|filter:"Age >"')).toThrow(/Expression ends too early/);
  });

  it('caches compiled expressions by source', () => {
    expect(compileExpression('A + B')).toBe(compileExpression('A + B'));
  });
});
