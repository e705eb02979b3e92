import { createScope } from '../expression';
import { compileTextTemplate } from '../text/compile-text-template';
import { assembleDocx } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { buildDocx, contentControl, paragraph, readDocxParagraphs, run } from './docx-test-package';

type Data = Record<string, unknown>;

function assemble(body: string, data: Data, options: { timeZone?: string } = {}): string[] {
  return readDocxParagraphs(assembleDocx(buildDocx(body), createScope(data, options)));
}

const Items = [{ Name: 'Al' }, { Name: 'Bo' }, { Name: 'Cy' }];
const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`;
const block = (text: string, plain = false) => contentControl(paragraph(text), { plain });

describe('closing fields with a trailing name or comment, else with a comment, else if', () => {
  it('{[endif Condition]} and {[endlist Name]} close their blocks inline and over paragraphs', () => {
    expect(assemble(paragraph('{[if A]}yes{[endif A]}'), { A: true })).toEqual(['yes']);
    expect(assemble(paragraph('{[list Items]}{[Name]} {[endlist Items]}'), { Items })).toEqual(['Al Bo Cy ']);
    const body = paragraph('{[if A]}') + paragraph('yes') + paragraph('{[endif (A is set)]}') + paragraph('after');
    expect(assemble(body, { A: true })).toEqual(['yes', 'after']);
    expect(assemble(body, { A: false })).toEqual(['after']);
    const list = paragraph('{[list Items]}') + paragraph('- {[Name]}') + paragraph('{[endlist Items]}');
    expect(assemble(list, { Items })).toEqual(['- Al', '- Bo', '- Cy']);
  });

  it('{[else comment]} is an else and {[else if X]} an elseif, inline and over paragraphs', () => {
    const inline = paragraph('{[if A]}a{[else if B]}b{[else neither]}c{[endif A or B]}');
    expect([{ A: true }, { B: true }, {}].map((data) => assemble(inline, data))).toEqual([['a'], ['b'], ['c']]);
    const body =
      paragraph('{[if A]}') +
      paragraph('a') +
      paragraph('{[else  if B]}') +
      paragraph('b') +
      paragraph('{[else otherwise]}') +
      paragraph('c') +
      paragraph('{[endif]}');
    expect([{ A: true }, { B: true }, {}].map((data) => assemble(body, data))).toEqual([['a'], ['b'], ['c']]);
  });

  it('reads them from content controls, around paragraphs and inside them, plain and rich', () => {
    const body =
      block('[if A]') +
      paragraph('a') +
      block('[else if B]', true) +
      paragraph('b') +
      block('[else the rest]') +
      paragraph('c') +
      block('[endif A]', true) +
      `<w:p>${contentControl(run('[list Items]'))}${contentControl(run('[Name]'), { plain: true })}${run(';')}${contentControl(run('[endlist Items]'))}</w:p>`;
    expect(assemble(body, { A: true, Items })).toEqual(['a', 'Al;Bo;Cy;']);
    expect(assemble(body, { B: true, Items: [] })).toEqual(['b', '']);
    expect(assemble(body, {})).toEqual(['c', '']);
    const fields = compileDocx(buildDocx(body)).fields;
    expect(fields.map((f) => [f.kind, f.expression])).toEqual([
      ['if', 'A'],
      ['elseif', 'B'],
      ['else', ''],
      ['endif', ''],
      ['list', 'Items'],
      ['value', 'Name'],
      ['endlist', ''],
    ]);
  });

  it('closes a list of table rows with {[endlist Name]}, and a block with a comment split over runs', () => {
    const table = `<w:tbl><w:tr>${cell('{[list Items]}{[Name]}')}${cell('x{[endlist Items]}')}</w:tr></w:tbl>`;
    expect(assemble(table + paragraph('end'), { Items })).toEqual(['Al', 'x', 'Bo', 'x', 'Cy', 'x', 'end']);
    const split = paragraph('{[if A]}') + paragraph('yes') + paragraph('{[end', `if A\u200b`, ']}');
    expect(assemble(split, { A: true })).toEqual(['yes']);
  });

  it('lifts a closing field with a comment out of a paragraph it shares with text', () => {
    const body = paragraph('Dear {[if A]}') + paragraph('body') + paragraph('{[endif A]}. Regards');
    expect(assemble(body, { A: true })).toEqual(['Dear', 'body', '. Regards']);
    expect(assemble(body, { A: false })).toEqual(['Dear', '. Regards']);
    const row = `<w:tbl><w:tr>${cell('{[list Items]}{[Name]}')}<w:tc><w:p>${run('x')}${contentControl(run('[endlist Items]'))}</w:p></w:tc></w:tr></w:tbl>`;
    expect(assemble(row + paragraph('end'), { Items: Items.slice(0, 2) })).toEqual(['Al', 'x', 'Bo', 'x', 'end']);
  });

  it('keeps a value named like a keyword a value', () => {
    expect(
      assemble(paragraph('{[endifs]} {[listing]} {[elsewhere]}'), { endifs: 1, listing: 2, elsewhere: 3 }),
    ).toEqual(['1 2 3']);
  });
});

describe('JavaScript dates in the workspace time zone', () => {
  const late = { At: new Date(Date.UTC(2024, 2, 5, 23, 30)) };
  const body = paragraph('{[At]} {[At|format:"HH:mm dddd"]}');

  it('prints Date values in UTC by default', () => {
    expect(assemble(body, late)).toEqual(['March 5, 2024 23:30 Tuesday']);
  });

  it('prints them in the time zone of the scope, as text templates do', () => {
    expect(assemble(body, late, { timeZone: 'Asia/Tokyo' })).toEqual(['March 6, 2024 08:30 Wednesday']);
    expect(assemble(body, late, { timeZone: 'America/New_York' })).toEqual(['March 5, 2024 18:30 Tuesday']);
    const text = compileTextTemplate('{[At]} {[At|format:"HH:mm dddd"]}').render(
      createScope(late, { timeZone: 'Asia/Tokyo' }),
    ).text;
    expect(assemble(body, late, { timeZone: 'Asia/Tokyo' })).toEqual([text]);
  });

  it('in list items and conditions too', () => {
    const list = paragraph('{[list Events]}{[When|format:"D MMM HH:mm"]}; {[endlist]}');
    const Events = [{ When: new Date(Date.UTC(2024, 0, 31, 22, 0)) }, { When: new Date(Date.UTC(2024, 5, 1, 12, 0)) }];
    expect(assemble(list, { Events }, { timeZone: 'Europe/Paris' })).toEqual(['31 Jan 23:00; 1 Jun 14:00; ']);
    expect(assemble(list, { Events }, { timeZone: 'Pacific/Auckland' })).toEqual(['1 Feb 11:00; 2 Jun 00:00; ']);
    const condition = paragraph('{[if At == "2024-03-05T18:30"]}same{[else]}other{[endif]}');
    expect(assemble(condition, late, { timeZone: 'America/New_York' })).toEqual(['same']);
    expect(assemble(condition, late)).toEqual(['other']);
  });
});

describe('compile warnings for yatte scoping', () => {
  it('reports a name used inside a list and outside it, naming the field and its part', () => {
    const body =
      paragraph('{[Surname]}') +
      paragraph('{[list Children]}') +
      paragraph('{[Name]} {[Surname]}') +
      paragraph('{[endlist]}');
    const { warnings } = compileDocx(buildDocx(body));
    expect(warnings).toEqual([
      expect.stringContaining("{[Surname]} in word/document.xml: 'Surname' inside the list Children"),
    ]);
    expect(warnings?.[0]).toContain('this.Surname');
  });

  it('gives the warnings a text template of the same fields gives, once per list', () => {
    const template = '{[Age]}{[Kids|filter:Age > 3|map:Name]}{[Kids|sort:Age]}{[list Kids]}{[Age]}{[endlist]}';
    const word = compileDocx(buildDocx(paragraph(template))).warnings ?? [];
    const text = compileTextTemplate(template).warnings();
    expect(word.map((w) => w.replace(/^.*?: /, ''))).toEqual(text.map((w) => w.message));
    expect(word).toHaveLength(1);
  });

  it('reads names in headers and content controls, and says nothing when inside and outside differ', () => {
    const docx = buildDocx(paragraph('{[list Kids]}{[Firm]}{[endlist Kids]}'), {
      headers: [`<w:p>${contentControl(run('[Firm]'))}</w:p>`],
    });
    expect(compileDocx(docx).warnings).toEqual([expect.stringMatching(/^\{\[Firm\]\} in word\/document\.xml: 'Firm'/)]);
    expect(
      compileDocx(buildDocx(paragraph('{[Firm]}{[list Kids]}{[Name]} {[this.Firm]}{[endlist]}'))).warnings,
    ).toEqual([]);
  });
});
