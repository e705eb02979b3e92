import { compileDocx } from '../docx/compile-docx';
import { buildDocx, paragraph } from '../docx/docx-test-package';
import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';

/** `_parent.X` reads X in the scope around the current list; static analysis must say so. */
describe('static analysis of names read through _parent', () => {
  it.each([
    ['_parent.Firm', ['Firm'], [{ name: 'Firm', levels: 1 }]],
    ['_parent._parent.Firm', ['Firm'], [{ name: 'Firm', levels: 2 }]],
    ['Age > _parent.Age', ['Age'], [{ name: 'Age', levels: 1 }]],
    ['_parent.Client.Name + _parent._index', ['Client'], [{ name: 'Client', levels: 1 }]],
    ['_parent["Firm"] + _parent._parent._index0 + _parent[Key]', ['Key', 'Firm'], [{ name: 'Firm', levels: 1 }]],
  ])('%s reads %j, %j', (source, identifiers, parents) => {
    const expr = compileExpression(source);
    expect(expr.identifiers()).toEqual(identifiers);
    expect(expr.parentIdentifiers()).toEqual(parents);
  });

  it('in a list filter, _parent.X is a name of the scope the list runs in, not an item name', () => {
    const expr = compileExpression('Kids|filter:"Age > _parent.MinAge"');
    expect(expr.identifiers()).toEqual(['Kids', 'MinAge']);
    expect(expr.parentIdentifiers()).toEqual([]);
    expect(expr.itemIdentifiers()).toEqual([{ name: 'Age', lists: ['Kids'] }]);
  });

  it('in nested list filters, _parent.X is an item name of the outer list, _parent._parent.X an outer name', () => {
    const expr = compileExpression('Kids|map:"Pets|filter:\\"Weight > _parent.Limit + _parent._parent.Base\\""');
    expect(expr.identifiers()).toEqual(['Kids', 'Base']);
    expect(expr.itemIdentifiers()).toEqual([
      { name: 'Pets', lists: ['Kids'] },
      { name: 'Limit', lists: ['Kids'] },
      { name: 'Weight', lists: ['Kids', 'Pets'] },
    ]);
    // Three levels out from the inner filter is one level out from the whole expression.
    expect(compileExpression('Kids|map:"Pets|map:\\"_parent._parent._parent.Firm\\""').parentIdentifiers()).toEqual([
      { name: 'Firm', levels: 1 },
    ]);
  });

  it('text templates list names read through _parent, with how many lists out', () => {
    expect(compileTextTemplate('{[list Kids]}{[_parent.Firm]}{[endlist]}').identifiers()).toEqual(['Kids', 'Firm']);
    const nested = compileTextTemplate(
      '{[list Kids]}{[list Pets]}{[_parent.Name]}{[_parent._parent.Firm]}{[endlist]}{[endlist]}',
    );
    expect(nested.identifiers()).toEqual(['Kids', 'Pets', 'Name', 'Firm']);
    expect(nested.fields().map((f) => [f.expression, f.lists, f.parentIdentifiers])).toEqual([
      ['Kids', [], []],
      ['Pets', ['Kids'], []],
      ['_parent.Name', ['Kids', 'Pets'], [{ name: 'Name', levels: 1 }]],
      ['_parent._parent.Firm', ['Kids', 'Pets'], [{ name: 'Firm', levels: 2 }]],
      ['', ['Kids', 'Pets'], []],
      ['', ['Kids'], []],
    ]);
  });

  it('Word templates list them among their variables', () => {
    const body = paragraph('{[list Kids]}') + paragraph('{[Name]} of {[_parent.Firm]}') + paragraph('{[endlist]}');
    const { fields, variables } = compileDocx(buildDocx(body));
    expect(variables).toEqual(['Firm', 'Kids', 'Name']);
    expect(fields[2]).toMatchObject({ identifiers: ['Firm'], parentIdentifiers: [{ name: 'Firm', levels: 1 }] });
  });
});
