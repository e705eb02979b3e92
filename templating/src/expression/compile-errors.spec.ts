import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';
import { TemplateCompileError } from './template-compile-error';

function compileError(compile: () => unknown): TemplateCompileError {
  try {
    compile();
  } catch (error) {
    if (error instanceof TemplateCompileError) return error;
    throw error;
  }
  throw new Error('expected a compile error');
}

// [expression, position, message pattern]
const EXPRESSION_ERRORS: [string, number, RegExp][] = [
  ['', 0, /Empty expression/],
  ['   ', 0, /Empty expression/],
  ['a +', 3, /ends too early/],
  ['a + * b', 4, /Unexpected '\*'/],
  ['(a + b', 6, /Expected '\)' before the end/],
  ['a b', 2, /Unexpected 'b'/],
  ['"unclosed', 0, /Unclosed text/],
  ['a = 1', 2, /Assignment is not allowed/],
  ['a # b', 2, /Unexpected character '#'/],
  ['Name|', 5, /Expected a filter name/],
  ['Name|uper', 5, /Unknown filter 'uper'/],
  ['Name | upper | shout:1', 15, /Unknown filter 'shout'/],
  ['alert(1)', 5, /Unknown function 'alert'/],
  ['Name.toLocaleString()', 5, /Unknown method 'toLocaleString'/],
  ['Name.valueOf()', 5, /Unknown method 'valueOf'/],
  ['Tags[0]()', 7, /Only built-in functions/],
  ['a.constructor', 2, /'constructor' is not allowed/],
  ['a["__proto__"]', 2, /'__proto__' is not allowed/],
  ['prototype', 0, /'prototype' is not allowed/],
  ['{constructor: 1}', 1, /'constructor' is not allowed/],
  ['a ? b', 5, /Expected ':'/],
  ['[1, 2', 5, /Expected ','|Expected ']'/],
  ['{a 1}', 3, /Expected ':'/],
  ['a.', 2, /Expected a property name/],
  ['12abc', 0, /Invalid number/],
  ['x'.repeat(20_001), 0, /too long/],
  ['('.repeat(100) + '1' + ')'.repeat(100), 64, /nested too deeply/],
];

describe('compile errors', () => {
  it.each(EXPRESSION_ERRORS)('%s', (source, position, message) => {
    const error = compileError(() => compileExpression(source));
    expect(error.message).toMatch(message);
    expect(error.position).toBe(position);
    // Short enough for a tooltip.
    expect(error.message.length).toBeLessThanOrEqual(80);
  });

  const long = (c: string) => c.repeat(500);
  it.each([
    [`a "${long('x')}"`, 2, `Unexpected '"xxxxxxxxxxxxxxxxxxx…'`],
    [`a|${long('f')}`, 2, `Unknown filter 'ffffffffffffffffffff…'`],
    [`a ${long('b')}`, 2, `Unexpected 'bbbbbbbbbbbbbbbbbbbb…'`],
    [`${long('q')}(1)`, 500, `Unknown function 'qqqqqqqqqqqqqqqqqqqq…'`],
    [`(a ${long('c')}`, 3, `Expected ')' but found 'cccccccccccccccccccc…'`],
    [`${long('1')}x`, 0, `Invalid number '11111111111111111111…'`],
  ])('keeps the message short when it quotes a long token (%#)', (source, position, message) => {
    const error = compileError(() => compileExpression(source));
    expect(error).toMatchObject({ message, position });
    expect(error.message.length).toBeLessThanOrEqual(80);
  });

  it('keeps run-time messages that quote the author short', () => {
    const scope = createScope({ Tags: [1, 2] }, { formulas: { [long('F')]: 'a +' } });
    for (const source of [`Tags|punc:"${long('x')}"`, long('F')]) {
      const [error] = compileExpression(source).evaluate(scope).errors;
      expect(error.message.length).toBeLessThanOrEqual(80);
    }
    const list = compileTextTemplate(`{[list "${long('z')}"]}x{[endlist]}`).render(createScope({}));
    expect(list.errors[0].message.length).toBeLessThanOrEqual(80);
  });

  it('stops a very long operator chain with a compile error, not a stack overflow', () => {
    const error = compileError(() => compileExpression(Array(5000).fill('1').join('+')));
    expect(error.message).toMatch(/too complex/);
  });

  // [template, position, message pattern]
  const TEMPLATE_ERRORS: [string, number, RegExp][] = [
    ['Hi {[Name', 3, /missing '\]\}'/],
    ['{[]}', 0, /Empty field/],
    ['{[if]}x{[endif]}', 0, /'if' needs an expression/],
    ['{[list ]}x{[endlist]}', 0, /'list' needs an expression/],
    ['{[else x]}', 0, /'else' without an open 'if'/],
    ['{[list a|map:"y +"]}x{[endlist]}', 17, /In the map filter's "y \+": Expression ends too early/],
    ['{[if a]}x', 0, /'if' not closed/],
    ['{[list a]}{[if b]}x{[endlist]}', 19, /closes a 'if'/],
    ['x{[endif]}', 1, /without an open 'if'/],
    ['{[list a]}{[else]}{[endlist]}', 10, /'else' without an open 'if'/],
    ['{[if a]}{[else]}{[elseif b]}{[endif]}', 16, /after 'else'/],
    ['Dear {[Name +]}', 13, /ends too early/],
    ['Dear {[  Name|uper]}', 14, /Unknown filter/],
    ['{[if a ==]}x{[endif]}', 9, /ends too early/],
  ];

  it.each(TEMPLATE_ERRORS)('template %j', (source, position, message) => {
    const error = compileError(() => compileTextTemplate(source));
    expect(error.message).toMatch(message);
    expect(error.position).toBe(position);
  });
});
