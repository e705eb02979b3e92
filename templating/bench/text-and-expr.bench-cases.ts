import { compileExpression, createScope } from '../src/expression';
import { compileTextTemplate } from '../src/text';

/** A record with 50 variables: numbers, texts, a date and two lists. */
export function fiftyVariables(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (let i = 1; i <= 44; i++) data[`V${i}`] = i % 3 === 0 ? `text ${i}` : i * 1.5;
  data.Name = 'ann lee';
  data.Married = true;
  data.Born = '1983-07-04';
  data.Fee = 1234.5;
  data.Kids = Array.from({ length: 20 }, (_, i) => ({ Name: `Kid ${i}`, Age: (i * 7) % 25, Sex: i % 2 ? 'F' : 'M' }));
  data.Assets = Array.from({ length: 20 }, (_, i) => ({
    Kind: ['house', 'car', 'bank'][i % 3],
    Value: 1000 * (i + 1),
  }));
  return data;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Ten operators and two filters, compiled once and evaluated against a 50-variable record. */
export const BENCH_EXPRESSION =
  '(V1 + V2 * V4 - V5 / V7 > V8 && V10 <= V11 || V13 == V14 ? Name : V15)|titlecaps|else:"none"';

export async function measureExprEvalsPerSecond(): Promise<number> {
  const expression = compileExpression(BENCH_EXPRESSION);
  const scope = createScope(fiftyVariables());
  const check = expression.evaluate(scope);
  if (check.errors.length || check.value !== 'Ann Lee')
    throw new Error(`benchmark expression misbehaves: ${JSON.stringify(check)}`);
  for (let i = 0; i < 20_000; i++) expression.evaluate(scope); // warm-up
  const rates: number[] = [];
  for (let round = 0; round < 5; round++) {
    const count = 50_000;
    const start = performance.now();
    for (let i = 0; i < count; i++) expression.evaluate(scope);
    rates.push(count / ((performance.now() - start) / 1000));
  }
  return Math.round(median(rates));
}

/** About 5 KB of text with fields, nested conditions and three lists (one grouped, one punctuated). */
export function buildFiveKbTemplate(): string {
  const paragraph = (n: number) =>
    `Clause ${n}. The client {[Name|titlecaps]}, born {[Born|format:"MMMM D, YYYY"]}, agrees to pay {[Fee|format:"$0,0.00"]} ` +
    `({[V${n}|format:"0,0.00"]}) {[if Married]}jointly with the spouse{[elseif V${n} > 10]}alone{[else]}as agreed{[endif]}.\n`;
  let text = '';
  for (let n = 1; text.length < 4600; n++) text += paragraph(n);
  text +=
    'Children: {[list Kids|filter:"Age < 18"|sort:"Name"|punc:"1, 2, and 3"]}{[Name]} ({[Age|cardinal]}){[endlist]}.\n';
  text +=
    '{[list Kids]}\n{[_index]}. {[Name|upper]}{[if Age > 17]} (adult){[endif]} of {[_parent.Name]}\n{[endlist]}\n';
  text +=
    '{[list Assets|group:"Kind"]}\n{[_key|initcap]}: {[list _values|punc:"1; 2; and 3"]}{[Value|format:"$0,0"]}{[endlist]}\n{[endlist]}\n';
  return text;
}

export async function measureTextTemplateMs(): Promise<number> {
  const source = buildFiveKbTemplate();
  const template = compileTextTemplate(source);
  const scope = createScope(fiftyVariables());
  const check = template.render(scope);
  if (check.errors.length) throw new Error(`benchmark template misbehaves: ${check.errors[0].message}`);
  for (let i = 0; i < 50; i++) template.render(createScope(fiftyVariables()));
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const fresh = createScope(fiftyVariables());
    const start = performance.now();
    template.render(fresh);
    times.push(performance.now() - start);
  }
  return Number(median(times).toFixed(3));
}
