import { createScope } from '../src/expression';
import { assembleDocx } from '../src/docx/assemble-docx';
import { buildDocx, paragraph } from '../src/docx/docx-test-package';

/**
 * The Word template of the benchmark: 100 value fields (70 in the body, 20 inside 10 if/else
 * conditions, 5 in each of 2 paragraph lists), assembled with 20 items per list.
 */
export function benchmarkTemplate(): Uint8Array {
  const parts: string[] = [paragraph('Agreement with {[Client.Name|upper]}')];
  for (let p = 0; p < 23; p += 1) {
    parts.push(
      paragraph(`Clause ${p}: {[V${p}]} and {[V${p + 23}|upper]}, total {[Amount * ${p + 1}|format:"0,0.00"]}.`),
    );
  }
  for (let c = 0; c < 10; c += 1) {
    parts.push(
      paragraph(`{[if Flag${c}]}`),
      paragraph(`Yes ${c}: {[V${c}]}`),
      paragraph('{[else]}'),
      paragraph(`No ${c}: {[V${c + 10}|lower]}`),
      paragraph('{[endif]}'),
    );
  }
  for (const list of ['Children', 'Assets']) {
    parts.push(
      paragraph(`{[list ${list}]}`),
      paragraph('{[_index]}. {[Name]} ({[Role|upper]}), {[Value|format:"0,0.00"]} for {[_parent.Firm]}'),
      paragraph('{[endlist]}'),
    );
  }
  return buildDocx(parts.join(''));
}

export function benchmarkData(): Record<string, unknown> {
  const data: Record<string, unknown> = { Client: { Name: 'Acme Holdings' }, Firm: 'Lee & Partners', Amount: 1234.5 };
  for (let i = 0; i < 50; i += 1) data[`V${i}`] = `Value number ${i}`;
  for (let c = 0; c < 10; c += 1) data[`Flag${c}`] = c % 2 === 0;
  const items = (kind: string) =>
    Array.from({ length: 20 }, (_, i) => ({ Name: `${kind} ${i}`, Role: 'member', Value: i * 1000.25 }));
  data.Children = items('Child');
  data.Assets = items('Asset');
  return data;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median milliseconds to assemble the benchmark template, from the .docx bytes to the new .docx bytes. */
export function measureDocx100FieldsMs(runs = 30): number {
  const template = benchmarkTemplate();
  const data = benchmarkData();
  for (let i = 0; i < 5; i += 1) assembleDocx(template, createScope(data));
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    assembleDocx(template, createScope(data));
    times.push(performance.now() - start);
  }
  return median(times);
}
