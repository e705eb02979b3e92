import { compileDocx } from './compile-docx';
import { buildDocx, paragraph } from './docx-test-package';
import { DocxTemplateError } from './docx-template-error';

/** Small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = [
  '{[',
  ']}',
  'if ',
  'elseif ',
  'else',
  'endif',
  'list ',
  'endlist',
  'Name',
  '.',
  '|upper',
  ':"',
  '"',
  '(',
  ')',
  '[',
  ']',
  '+',
  '-',
  '*',
  ' ',
  '&',
  '<',
  '>',
  "'",
  '\u201c',
  '#',
  '@',
  '^',
  '/',
  'this',
  '_index',
  '0',
  '1.5',
  'constructor',
  '__proto__',
  '{',
  '}',
  '\\',
  '\n',
];

function randomText(next: () => number): string {
  let text = '';
  const length = 1 + Math.floor(next() * 14);
  for (let i = 0; i < length; i += 1) {
    text +=
      next() < 0.85 ? PIECES[Math.floor(next() * PIECES.length)] : String.fromCharCode(32 + Math.floor(next() * 95));
  }
  return text;
}

describe('compileDocx fuzz', () => {
  it('random field texts only ever give a field list or a DocxTemplateError', () => {
    const next = random(20261122);
    const started = Date.now();
    let rejected = 0;
    const runs = 300;
    for (let run = 0; run < runs; run += 1) {
      // Several paragraphs, some pieces split across runs as Word does.
      const body = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        paragraph(randomText(next), randomText(next)),
      ).join('');
      try {
        const { fields } = compileDocx(buildDocx(body));
        expect(Array.isArray(fields)).toBe(true);
      } catch (error) {
        if (!(error instanceof DocxTemplateError))
          throw new Error(`Untyped error for body ${JSON.stringify(body)}: ${String(error)}`, { cause: error });
        expect(error.problems.length).toBeGreaterThan(0);
        rejected += 1;
      }
    }
    // Most random texts are broken; if none were, the generator is not exercising the compiler.
    expect(rejected).toBeGreaterThan(runs / 4);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
