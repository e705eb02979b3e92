import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';
import { TemplateCompileError } from './template-compile-error';

const DATA = { Name: 'Ann', Items: [{ A: 1 }, { A: 2 }], Big: Array.from({ length: 40 }, (_, i) => i), Obj: { x: 1 } };

function outcome(source: string, data: Record<string, unknown> = DATA, formulas?: Record<string, string>) {
  try {
    return compileExpression(source).evaluate(createScope(data, { formulas }));
  } catch (error) {
    if (error instanceof TemplateCompileError) return { compileError: error.message };
    throw error;
  }
}

describe('expressions cannot reach the machinery', () => {
  it.each([
    'Name.constructor',
    'Name["constructor"]',
    '"".constructor.constructor("return process")()',
    'Obj.__proto__',
    'Obj["__proto__"]',
    'Items.prototype',
    'this.constructor',
    'constructor',
    '__proto__',
    'Items.constructor.constructor',
  ])('%s is refused at compile time', (source) => {
    expect(outcome(source)).toEqual({
      compileError: expect.stringMatching(/not allowed|Only built-in functions|Unknown function/),
    });
  });

  it.each([
    ['Name["con" + "structor"]', /Access to 'constructor' is not allowed/],
    ['Obj["__pro" + "to__"]', /Access to '__proto__' is not allowed/],
    ['Items[["proto", "type"]|reduce:"_result + this":""]', /Access to 'prototype' is not allowed/],
  ])('%s is refused when evaluated', (source, message) => {
    const result = outcome(source) as { value: unknown; errors: { message: string }[] };
    expect(result.value).toBeUndefined();
    expect(result.errors[0].message).toMatch(message);
  });

  it.each([
    'process',
    'globalThis',
    'global',
    'window',
    'require',
    'module',
    'Function',
    'eval',
    'Object',
    'Math',
    'JSON',
    'setTimeout',
  ])('the global %s is just an unanswered name', (name) => {
    expect(outcome(name)).toEqual({ value: undefined, unanswered: [name], errors: [] });
    expect(outcome(`${name}.x`)).toMatchObject({ value: undefined });
  });

  it.each([
    'Obj.toString',
    'Obj.valueOf',
    'Obj.hasOwnProperty',
    'Name.toUpperCase',
    'Items.map',
    'Items.push',
    'Name.__defineGetter__',
  ])('inherited member %s is not reachable', (source) => {
    const result = outcome(source) as { value?: unknown; compileError?: string };
    expect(result.value).toBeUndefined();
  });

  it('does not run getters on data', () => {
    let ran = false;
    const data = Object.defineProperty({}, 'Sneaky', { enumerable: true, get: () => ((ran = true), 'x') });
    expect(outcome('Obj.Sneaky', { Obj: data })).toMatchObject({ value: undefined });
    expect(ran).toBe(false);
  });

  it('does not read class instances or functions handed in as data', () => {
    class Secret {
      key = 'hidden';
    }
    expect(outcome('S.key', { S: new Secret() })).toMatchObject({ value: undefined });
    expect(outcome('F.name', { F: () => 1 })).toMatchObject({ value: undefined });
  });

  it('leaves Object.prototype untouched by object literals with odd keys', () => {
    outcome('{"toString": 1, "valueOf": 2}');
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
  });
});

describe('expressions cannot run away', () => {
  it('reports a formula cycle instead of looping', () => {
    const result = outcome('A + 1', { X: 1 }, { A: 'B * 2', B: 'C', C: 'A' });
    expect(result).toMatchObject({ value: undefined, errors: [{ message: 'Formula cycle: A → B → C → A' }] });
  });

  it('reports a formula that refers to itself', () => {
    expect(outcome('Loop', {}, { Loop: 'Loop + 1' })).toMatchObject({
      errors: [{ message: 'Formula cycle: Loop → Loop' }],
    });
  });

  it('stops a runaway expression with the step budget', () => {
    const nested = 'Big|map:"_parent.Big|map:\\"_parent._parent.Big|map:\\\\\\"_index\\\\\\"\\""';
    const started = Date.now();
    const result = outcome(nested) as { errors: { message: string }[] };
    expect(result.errors[0].message).toMatch(/over 100000 steps/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops text from doubling without end', () => {
    const items = Array.from({ length: 40 }, () => 1);
    const result = outcome('Items|reduce:"_result + _result":"xxxxxxxxxx"', { Items: items }) as {
      errors: { message: string }[];
    };
    expect(result.errors[0].message).toMatch(/Text too long/);
  });

  it('caps the output of a template', () => {
    const template = compileTextTemplate(
      '{[list Big]}{[list _parent.Big]}{[list _parent._parent.Big]}0123456789{[endlist]}{[endlist]}{[endlist]}',
    );
    const result = template.render(createScope(DATA), { maxLength: 100_000 });
    expect(result.errors).toEqual([{ message: 'Output too long (over 100000 characters)', position: 0 }]);
  });

  it('keeps working after all of the above', () => {
    expect(outcome('Name + "!"')).toMatchObject({ value: 'Ann!', errors: [] });
  });
});
