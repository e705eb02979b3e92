import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope } from './scope';
import { TemplateCompileError } from './template-compile-error';

/** mulberry32: a small seeded generator, so every run tries the same strings and a failure can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces that make the parser work hard: operators, brackets, quotes, keywords, filters, template fields.
const PIECES = [
  'Name',
  'Age',
  'Kids',
  'this',
  '_index',
  '_parent',
  'true',
  'null',
  '1',
  '2.5',
  '0',
  '"a"',
  "'b'",
  '\u201cc\u201d',
  '"',
  "'",
  '\\',
  '+',
  '-',
  '*',
  '/',
  '%',
  '==',
  '!=',
  '===',
  '<',
  '>=',
  '&&',
  '||',
  '??',
  '!',
  '?',
  ':',
  '.',
  '?.',
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '|',
  '|upper',
  '|format:"0,0"',
  '|punc:"1, 2, and 3"',
  '|filter:"Age > 3"',
  '|map:"Name"',
  '|sort:"-Age"',
  '|else:"x"',
  'min(',
  'round(',
  'constructor',
  '__proto__',
  ' ',
  '\n',
  '{[',
  ']}',
  '{[if ',
  '{[elseif ',
  '{[else]}',
  '{[endif]}',
  '{[list ',
  '{[endlist]}',
  '=',
  '#',
  '@',
  '$',
  'é',
  '1e',
  '.5',
];

function randomSource(next: () => number): string {
  const length = 1 + Math.floor(next() * 14);
  let text = '';
  for (let i = 0; i < length; i++) {
    text +=
      next() < 0.85 ? PIECES[Math.floor(next() * PIECES.length)] : String.fromCharCode(32 + Math.floor(next() * 95));
  }
  return text;
}

const scope = createScope({
  Name: 'Ann',
  Age: 40,
  Kids: [
    { Name: 'Al', Age: 3 },
    { Name: 'Bo', Age: 9 },
  ],
});

function onlyCompileErrors(compileAndRun: () => void, source: string): 'ok' | 'compile-error' {
  try {
    compileAndRun();
    return 'ok';
  } catch (error) {
    if (error instanceof TemplateCompileError) {
      expect(Number.isInteger(error.position)).toBe(true);
      expect(error.position).toBeGreaterThanOrEqual(0);
      expect(error.position).toBeLessThanOrEqual(source.length);
      return 'compile-error';
    }
    throw new Error(`${JSON.stringify(source)} threw ${String(error)}`, { cause: error });
  }
}

describe('fuzzing the compilers', () => {
  const ITERATIONS = 4000;

  it(`expressions: ${ITERATIONS} random strings give only TemplateCompileError, and evaluate without throwing`, () => {
    const next = prng(20240305);
    const started = Date.now();
    const seen = { ok: 0, 'compile-error': 0 };
    for (let i = 0; i < ITERATIONS; i++) {
      const source = randomSource(next);
      seen[onlyCompileErrors(() => compileExpression(source).evaluate(scope, { stepBudget: 10_000 }), source)]++;
    }
    // Both outcomes occur, so the generator reaches past the tokenizer.
    expect(seen.ok).toBeGreaterThan(50);
    expect(seen['compile-error']).toBeGreaterThan(50);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it(`templates: ${ITERATIONS} random strings give only TemplateCompileError, and render without throwing`, () => {
    const next = prng(7);
    const started = Date.now();
    const seen = { ok: 0, 'compile-error': 0 };
    for (let i = 0; i < ITERATIONS; i++) {
      const source = randomSource(next);
      seen[onlyCompileErrors(() => compileTextTemplate(source).render(scope, { stepBudget: 10_000 }), source)]++;
    }
    expect(seen.ok).toBeGreaterThan(50);
    expect(seen['compile-error']).toBeGreaterThan(50);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
