// Same-run comparison with the published `yatte` package (Knackly's reference engine for this
// template language): the same inputs and data, outputs checked equal before anything is timed.
import { createRequire } from 'node:module';
import { compileExpression, createScope } from '../src/expression';
import { compileTextTemplate } from '../src/text';
import { BENCH_EXPRESSION, fiftyVariables } from './text-and-expr.bench-cases';

/** The parts of yatte's CommonJS API the comparison uses. */
interface Yatte {
  Engine: { compileExpr(source: string): unknown };
  Scope: { pushObject(data: unknown): { evaluate(compiled: unknown): unknown } };
  compileText(template: string): (data: unknown) => { valueOf(): unknown; errors?: unknown[] };
}
const yatte = createRequire(__filename)('yatte') as Yatte;

/** yatte hands back proxies and wrapped values: plain values to compare with ours. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  return value !== null && typeof value === 'object' ? (value as { valueOf(): unknown }).valueOf() : value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs per second of `ours` ÷ those of `theirs`, rounds interleaved so both see the same machine load. */
function ratio(ours: () => unknown, theirs: () => unknown, count: number): number {
  // Warm-up, so that both are measured compiled by the JIT.
  for (let i = 0; i < count; i++) {
    ours();
    theirs();
  }
  const ratios: number[] = [];
  for (let round = 0; round < 5; round++) {
    let start = performance.now();
    for (let i = 0; i < count; i++) ours();
    const oursMs = performance.now() - start;
    start = performance.now();
    for (let i = 0; i < count; i++) theirs();
    ratios.push((performance.now() - start) / oursMs);
  }
  return median(ratios);
}

function checkEqual(what: string, ours: unknown, theirs: unknown): void {
  if (JSON.stringify(ours) !== JSON.stringify(theirs))
    throw new Error(`${what}: outputs differ\nours:  ${JSON.stringify(ours)}\nyatte: ${JSON.stringify(theirs)}`);
}

/** A 10-operator expression with two filters on a 50-variable record. */
export function measureVsYatteExpr(): number {
  const data = fiftyVariables();
  const ours = compileExpression(BENCH_EXPRESSION);
  const scope = createScope(data);
  const theirs = yatte.Engine.compileExpr(BENCH_EXPRESSION);
  const frame = yatte.Scope.pushObject(data);
  checkEqual('expression', ours.evaluate(scope).value, plain(frame.evaluate(theirs)));
  return ratio(
    () => ours.evaluate(scope),
    () => frame.evaluate(theirs),
    20_000,
  );
}

export const BENCH_LIST = 'People|filter:Age >= 18|sort:-Age:Name|map:Name';

/** filter → sort on two keys → map over 200 items. */
export function measureVsYatteList(): number {
  const data = {
    People: Array.from({ length: 200 }, (_, i) => ({
      Name: `Person ${String((i * 37) % 200).padStart(3, '0')}`,
      Age: (i * 13) % 60,
    })),
  };
  const ours = compileExpression(BENCH_LIST);
  const scope = createScope(data);
  const theirs = yatte.Engine.compileExpr(BENCH_LIST);
  const frame = yatte.Scope.pushObject(data);
  checkEqual('list', ours.evaluate(scope).value, plain(frame.evaluate(theirs)));
  return ratio(
    () => ours.evaluate(scope),
    () => frame.evaluate(theirs),
    300,
  );
}

/** About 5 KB of text with fields, conditions and lists (punctuated, filtered, nested), written the same for both. */
export function buildYatteTemplate(): string {
  const paragraph = (n: number) =>
    `Clause ${n}. The client {[Name|titlecaps]} agrees to pay {[Fee|format:"$0,0.00"]} ({[V${[1, 2, 4, 5, 7, 8][n % 6]}|format:"0,0.00"]}) ` +
    `{[if Married]}jointly with the spouse{[elseif V${n} > 10]}alone{[else]}as agreed{[endif]}; ` +
    `age {[V${[1, 2, 4, 5][n % 4]}|cardinal]}.\n`;
  let text = '';
  for (let n = 1; text.length < 4400; n++) text += paragraph(n);
  text += 'Children: {[list Kids|filter:Age < 18|punc:"1, 2, and 3"]}{[Name]} ({[Age]}){[endlist]}.\n';
  text += 'All: {[list Kids]}{[_index]}. {[Name|upper]}{[if Age > 17]} (adult){[endif]}; {[endlist]}\n';
  text += 'Assets: {[list Assets|punc:"1; 2; and 3"]}{[Kind|initcap]} {[Value|format:"$0,0"]}{[endlist]}.\n';
  return text;
}

export function measureVsYatteTemplate(): number {
  const source = buildYatteTemplate();
  const ours = compileTextTemplate(source);
  const theirs = yatte.compileText(source);
  const check = ours.render(createScope(fiftyVariables()));
  if (check.errors.length) throw new Error(`template: ${check.errors[0].message}`);
  checkEqual('template', check.text, plain(theirs(fiftyVariables())));
  // Each render gets a fresh record, as each assembly does.
  return ratio(
    () => ours.render(createScope(fiftyVariables())),
    () => theirs(fiftyVariables()),
    200,
  );
}
