import { PDFDocument } from 'pdf-lib';
import { createScope } from '../expression';
import { compileTextTemplate } from '../text/compile-text-template';
import { fillPdf } from './fill-pdf';
import { fillPdfFromExpressions } from './fill-pdf-from-expressions';

async function buildTextForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const form = doc.getForm();
  for (const [i, name] of ['t', 'plain', 'born', 'big'].entries())
    form.createTextField(name).addToPage(page, { x: 50, y: 700 - i * 40, width: 300, height: 20 });
  return doc.save();
}

async function textsOf(bytes: Uint8Array, names: string[]): Promise<(string | undefined)[]> {
  const form = (await PDFDocument.load(bytes)).getForm();
  return names.map((name) => form.getTextField(name).getText());
}

/** A PDF text field shows a value as a text or Word template's field would. */
describe('PDF text fields write values as templates do', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildTextForm();
  });
  const record = { Tags: ['a', 'b', 'c'], Born: new Date(Date.UTC(1983, 6, 4)) };

  it('keeps the punctuation of punc, as the text template does', async () => {
    const scope = createScope(record);
    const result = await fillPdfFromExpressions(pdf, { t: 'Tags|punc:"1, 2, and 3"', plain: 'Tags' }, scope);
    expect(result.problems).toEqual([]);
    const template = compileTextTemplate('{[Tags|punc:"1, 2, and 3"]}').render(scope).text;
    expect(template).toBe('a, b, and c');
    expect(await textsOf(result.bytes, ['t', 'plain'])).toEqual([template, 'a, b, c']);
  });

  it.each([
    [undefined, 'July 4, 1983'],
    ['en-US', 'July 4, 1983'],
    ['en-GB', '4 July 1983'],
  ])('writes a date in the locale %s', async (locale, expected) => {
    const scope = createScope(record, { locale });
    const result = await fillPdfFromExpressions(pdf, { born: 'Born' }, scope);
    expect(await textsOf(result.bytes, ['born'])).toEqual([expected]);
    expect(compileTextTemplate('{[Born]}').render(scope).text).toBe(expected);
    const direct = await fillPdf(pdf, { born: record.Born }, { locale });
    expect(await textsOf(direct.bytes, ['born'])).toEqual([expected]);
  });

  it.each([
    [undefined, 'July 4, 1983'],
    ['UTC', 'July 4, 1983'],
    ['America/New_York', 'July 3, 1983'],
  ])('reads a JavaScript date in the workspace time zone %s, as the text template does', async (timeZone, expected) => {
    const scope = createScope(record, { timeZone });
    const result = await fillPdfFromExpressions(pdf, { born: 'Born' }, scope);
    expect(await textsOf(result.bytes, ['born'])).toEqual([expected]);
    expect(compileTextTemplate('{[Born]}').render(scope).text).toBe(expected);
    const direct = await fillPdf(pdf, { born: record.Born }, { timeZone });
    expect(await textsOf(direct.bytes, ['born'])).toEqual([expected]);
  });

  it('reports a value too large to write out instead of failing the fill', async () => {
    const result = await fillPdf(pdf, { big: Array.from({ length: 200_000 }, () => 1), t: 'ok' });
    expect(result.problems).toEqual([{ field: 'big', message: 'The value is too large to write out' }]);
    expect(await textsOf(result.bytes, ['t'])).toEqual(['ok']);
  });
});
