import { compileExpression } from '../expression/compile-expression';
import { createScope } from '../expression/scope';
import { TemplateCompileError } from '../expression/template-compile-error';
import { compileTextTemplate } from './compile-text-template';

const L = Array.from({ length: 2000 }, (_, i) => i);
/** 40 items through `[_result, _result]`: a list sharing its halves, 2^40 leaves once written out. */
const DOUBLING = Array.from({ length: 40 }, () => 1);

function timed<T>(run: () => T): T {
  const started = Date.now();
  const result = run();
  expect(Date.now() - started).toBeLessThan(3000);
  return result;
}

describe('one step budget for a whole text render', () => {
  it('stops nested lists of cheap fields, which no field budget catches', () => {
    const template = compileTextTemplate(
      '{[list L]}{[list _parent.L]}{[list _parent._parent.L]}{[if false]}x{[endif]}{[endlist]}{[endlist]}{[endlist]}',
    );
    const result = timed(() => template.render(createScope({ L })));
    expect(result.errors).toEqual([
      {
        message: 'Template stopped: over 1000000 steps in all (lists repeated too often?)',
        position: expect.any(Number),
      },
    ]);
  });

  it('counts every field and list item, and can be set per render', () => {
    const template = compileTextTemplate('{[list L]}{[this]}{[endlist]}');
    const small = { L: [1, 2, 3] };
    expect(template.render(createScope(small), { renderStepBudget: 100 })).toMatchObject({ text: '123', errors: [] });
    const stopped = template.render(createScope(small), { renderStepBudget: 6 });
    expect(stopped.errors[0].message).toMatch(/over 6 steps in all/);
    expect(stopped.errors[0].position).toBe(0);
  });

  it('keeps the field budget: a runaway field fails alone and the render goes on', () => {
    const result = compileTextTemplate('{[L|map:"_parent.L|map:\\"this\\""]}|ok').render(createScope({ L }));
    expect(result.text).toBe('|ok');
    expect(result.errors).toEqual([{ message: expect.stringMatching(/over 100000 steps \(/), position: 0 }]);
  });
});

describe('writing out values is counted and bounded', () => {
  it('stops a field whose list shares its parts', () => {
    const result = timed(() =>
      compileTextTemplate('{[Items|reduce:"[_result, _result]":1]}!').render(createScope({ Items: DOUBLING })),
    );
    expect(result.text).toBe('!');
    expect(result.errors[0].message).toMatch(/over 100000 steps/);
  });

  it.each([
    '"" + (Items|reduce:"[_result, _result]":1)',
    '(Items|reduce:"[_result, _result]":1)|upper',
    '[Items|reduce:"[_result, _result]":1]|contains:(Items|reduce:"[_result, _result]":1)',
    '"x"|contains:(Items|reduce:"[_result, _result]":1)',
    'Items|reduce:"[_result, _result]":1|sort:"[this]"|format:(Items|reduce:"[_result, _result]":1)',
  ])('stops %s', (source) => {
    const result = timed(() => compileExpression(source).evaluate(createScope({ Items: DOUBLING })));
    expect(result.errors[0].message).toMatch(/over 100000 steps/);
  });

  it.each(['(Items|reduce:"[_result, _result]":1) * 2', 'max(Items|reduce:"[_result, _result]":1)', 'abs([[1]])'])(
    'does not write lists out to make numbers: %s',
    (source) => {
      const result = timed(() => compileExpression(source).evaluate(createScope({ Items: DOUBLING })));
      expect(result.errors).toEqual([]);
      expect(result.value).toBeNaN();
    },
  );

  it('refuses a value nested deeper than 100 levels, at the field, instead of overflowing the stack', () => {
    const Items = Array.from({ length: 30_000 }, () => 1);
    const result = compileTextTemplate('{[Items|reduce:"[_result]":1]}|{[Items.length]}').render(
      createScope({ Items }),
    );
    expect(result.text).toBe('|30000');
    expect(result.errors).toEqual([{ message: 'Value nested too deeply (over 100 levels)', position: 0 }]);
    const deep = compileExpression('[Items|reduce:"[_result]":1]|contains:(Items|reduce:"[_result]":1)');
    const few = Items.slice(0, 3000);
    expect(deep.evaluate(createScope({ Items: few })).errors[0].message).toMatch(/nested too deeply/);
  });
});

describe('block nesting', () => {
  it.each(['{[if true]}', '{[list L]}'])('is refused past 100 levels when compiling (%s)', (open) => {
    const close = open.startsWith('{[if') ? '{[endif]}' : '{[endlist]}';
    let error: unknown;
    try {
      compileTextTemplate(open.repeat(20_000) + 'X' + close.repeat(20_000));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateCompileError);
    expect(error).toMatchObject({ message: 'Blocks nested too deeply (over 100 levels)', position: 100 * open.length });
  });

  it('allows 100 levels', () => {
    const template = compileTextTemplate('{[if true]}'.repeat(100) + 'X' + '{[endif]}'.repeat(100));
    expect(template.render(createScope({})).text).toBe('X');
  });
});
