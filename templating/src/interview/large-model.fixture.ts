import type { Answers, InterviewInput, InterviewModel, InterviewVariable } from './interview.types';

/**
 * A 200-variable model as issue 16's bench describes it ("200-variable model"), with a text letter, a Word template
 * (its fields), a PDF form (its field map) and formulas, built by rules simple enough for a spec to say which
 * questions are relevant without the engine: used by the relevance spec (correctness) and the bench (speed).
 *
 * - F0…F9 (true/false): answered F(k) = k is even; every letter reads them.
 * - T0…T149 (text): i % 3 = 0 always in the letter; i % 3 = 1 inside `{[if F(i % 10)]}`; i % 3 = 2 not in any
 *   template, with the condition `F(i % 10)` when i < 60 (else never asked).
 * - N0…N9 (numbers): summed by the formula Total, which the PDF form prints.
 * - Client (object, 14 fields C0…C13): C0…C6 in the Word template, the others unused.
 * - Kids (list of 5 objects, 14 fields K0…K13): K0…K3 per item in the Word template, K4 only for items with K0 set.
 */
export function largeModelFixture(): { input: InterviewInput; answers: Answers } {
  const fields = (prefix: string): InterviewVariable[] =>
    Array.from({ length: 14 }, (_, i) => ({ name: `${prefix}${i}`, type: 'text' }));
  const variables: InterviewVariable[] = [
    ...Array.from({ length: 10 }, (_, k) => ({ name: `F${k}`, type: 'true/false' })),
    ...Array.from({ length: 150 }, (_, i) => ({
      name: `T${i}`,
      type: 'text',
      ...(i % 3 === 2 && i < 60 ? { relevance: `F${i % 10}` } : {}),
    })),
    ...Array.from({ length: 10 }, (_, i) => ({ name: `N${i}`, type: 'number' })),
    { name: 'Client', type: 'object', model: { variables: fields('C') } },
    { name: 'Kids', type: 'object', isList: true, model: { variables: fields('K') } },
  ];
  const model: InterviewModel = {
    variables,
    formulas: { Total: Array.from({ length: 10 }, (_, i) => `N${i}`).join(' + '), Flags: 'F0 && F2' },
    layouts: {
      First: {
        columnCount: 3,
        rows: variables
          .slice(0, 90)
          .map((variable, row) => [
            { id: `q-${variable.name}`, class: 'question', content: variable.name, offset: row % 3, span: 1 },
          ]),
      },
    },
  };
  let letter = '';
  for (let i = 0; i < 150; i += 1) {
    if (i % 3 === 0) letter += `{[T${i}]} `;
    if (i % 3 === 1) letter += `{[if F${i % 10}]}{[T${i}|upper]}{[endif]} `;
  }
  const docxFields = [
    ...Array.from({ length: 7 }, (_, i) => ({ kind: 'value', expression: `Client.C${i}`, file: 'word/document.xml' })),
    { kind: 'list', expression: 'Kids', file: 'word/document.xml' },
    ...Array.from({ length: 4 }, (_, i) => ({ kind: 'value', expression: `K${i}`, file: 'word/document.xml' })),
    { kind: 'if', expression: 'K0', file: 'word/document.xml' },
    { kind: 'value', expression: 'K4', file: 'word/document.xml' },
    { kind: 'endif', expression: '', file: 'word/document.xml' },
    { kind: 'endlist', expression: '', file: 'word/document.xml' },
    { kind: 'value', expression: 'Flags', file: 'word/header1.xml' },
  ];
  const input: InterviewInput = {
    model,
    app: {
      name: 'Big',
      screens: ['First'],
      templates: [
        { name: 'Letter', fileName: 'Letter {[T0]}', text: letter },
        { name: 'Contract', fileName: 'Contract', docxFields },
        { name: 'Form', pdfExpressions: ['Total|format:"0.00"', 'T3 + " " + T6', 'F1 ? "x" : ""'] },
      ],
    },
  };
  const answers: Record<string, unknown> = {};
  for (let k = 0; k < 10; k += 1) answers[`F${k}`] = k % 2 === 0;
  for (let i = 0; i < 150; i += 2) answers[`T${i}`] = `answer ${i}`;
  for (let i = 0; i < 10; i += 1) answers[`N${i}`] = i;
  answers.Client = { C0: 'Ann', C1: 'Lee' };
  answers.Kids = Array.from({ length: 5 }, (_, n) => (n % 2 === 0 ? { K0: `Kid ${n}` } : { K1: 'x' }));
  return { input, answers };
}
