import { RECORD } from '../expression/conformance-fixture';
import { createScope } from '../expression/scope';
import { compileTextTemplate } from './compile-text-template';

function render(template: string, data: Record<string, unknown> = RECORD, locale?: string) {
  return compileTextTemplate(template).render(createScope(data, { locale }));
}

// [template, expected text] against the conformance RECORD.
const CASES: [string, string][] = [
  ['plain text', 'plain text'],
  ['', ''],
  ['Hello {[Name]}!', 'Hello ann lee!'],
  ['{[Name|titlecaps]} is {[Age]}', 'Ann Lee is 41'],
  ['{[ Name ]}', 'ann lee'],
  ['{[Client.Address.City]}', 'Leeds'],
  ['{[Kids[1].Name]}', 'Bo'],
  ['{[Tags]}', 'red, green, blue'],
  ['{[Tags|punc:"1, 2, and 3"]}', 'red, green, and blue'],
  ['{[Tags|punc:"1, 2 and 3"]}', 'red, green and blue'],
  ['{[Tags|punc:"1; 2; or 3"]}', 'red; green; or blue'],
  ['{[Tags|punc:"1, 2, and 3."]}', 'red, green, and blue.'],
  ['{[Pair|map:"Name"|punc:"1, 2, and 3"]}', 'X and Y'],
  ['{[Married]}/{[Retired]}', 'true/false'],
  ['{[Zero]}', '0'],
  ['{[Nothing]}', '[Nothing]'],
  ['{[Unknown]}', '[Unknown]'],
  ['{[Client.Phone]}', '[Client.Phone]'],
  ['{[Unknown|upper]}', '[Unknown]'],
  ['{[Unknown|else:"(none)"]}', '(none)'],
  ['{["" + Unknown]}', ''],
  ['{[1/0]}', ''],
  ['{[Fee|format:"$0,0.00"]}', '$1,234.50'],
  ['{[if Married]}married{[endif]}', 'married'],
  ['{[if Retired]}retired{[endif]}', ''],
  ['{[if Retired]}a{[else]}b{[endif]}', 'b'],
  ['{[if Age > 65]}senior{[elseif Age > 18]}adult{[else]}minor{[endif]}', 'adult'],
  ['{[if Age > 65]}senior{[elseif Age > 50]}older{[elseif Age > 40]}forties{[else]}young{[endif]}', 'forties'],
  ['{[if Unknown]}x{[else]}y{[endif]}', 'y'],
  ['{[if None]}some{[else]}none{[endif]}', 'none'],
  ['{[if Kids]}some{[else]}none{[endif]}', 'some'],
  ['{[if(Married)]}m{[endif]}', 'm'],
  ['{[if Married]}{[if Retired]}both{[else]}working{[endif]}{[endif]}', 'working'],
  ['{[list Tags]}{[this]} {[endlist]}', 'red green blue '],
  ['{[list Tags|punc:"1, 2, and 3"]}{[this|upper]}{[endlist]}', 'RED, GREEN, and BLUE'],
  ['{[list Pair|punc:"1, 2, and 3"]}{[Name]}{[endlist]}', 'X and Y'],
  ['{[list One|punc:"1, 2, and 3"]}{[Name]}{[endlist]}', 'Solo'],
  ['{[list None]}x{[endlist]}', ''],
  ['{[list Unknown]}x{[endlist]}', ''],
  ['{[list Kids]}{[_index]}.{[Name]} {[endlist]}', '1.Al 2.Bo 3.Cy 4.Di '],
  ['{[list Kids]}{[_index0]}{[endlist]}', '0123'],
  ['{[list Kids|filter:"Age < 18"|punc:"1, 2, and 3"]}{[Name]} ({[Age]}){[endlist]}', 'Al (3), Cy (5), and Di (17)'],
  ['{[list Kids|sort:"-Age"]}{[Name]}{[endlist]}', 'BoDiCyAl'],
  ['{[list Kids]}{[if Age > 10]}{[Name]}{[endif]}{[endlist]}', 'BoDi'],
  ['{[list Kids]}{[Name]}/{[_parent.Name]} {[endlist]}', 'Al/ann lee Bo/ann lee Cy/ann lee Di/ann lee '],
  [
    '{[list Kids]}{[Name]} of {[Client.Name]};{[endlist]}',
    'Al of Jo Smith;Bo of Jo Smith;Cy of Jo Smith;Di of Jo Smith;',
  ],
  [
    '{[list Kids|group:"Sex"]}{[_key]}: {[list _values|punc:"1 & 2"]}{[Name]}{[endlist]}; {[endlist]}',
    'M: Al & Cy; F: Bo & Di; ',
  ],
  [
    '{[list Pair]}{[list Tags]}{[_parent.Name]}{[this]}{[_index]} {[endlist]}{[endlist]}',
    'Xred1 Xgreen2 Xblue3 Yred1 Ygreen2 Yblue3 ',
  ],
  [
    '{[list Pair]}{[list Numbers|sort:"this"]}{[_parent._index]}{[_index]} {[endlist]}{[endlist]}',
    '11 12 13 21 22 23 ',
  ],
  ['{[Born|format:"MMMM D, YYYY"]}', 'July 4, 1983'],
  ['{[Kids|reduce:"_result + Age":0]} years', '55 years'],
  ['{[Kids|any:"Age < 4"|format:"yes":"no"]}', 'yes'],
  ['{[Age|cardinal|titlecaps]} dollars', 'Forty-One dollars'],
  ['{[Age|ordinal]} and {[Age]}{[Age|ordsuffix]}', 'forty-first and 41st'],
  ['{[Items[0]]}', '[Items]'],
  ['{[{a: "}"}.a]}', '}'],
  ['{["]}"]}', ']}'],
  ['Line 1\n{[if Married]}\nMarried\n{[endif]}\nLine 3', 'Line 1\nMarried\nLine 3'],
  ['Line 1\n{[if Retired]}\nRetired\n{[endif]}\nLine 3', 'Line 1\nLine 3'],
  ['{[list Tags]}\n- {[this]}\n{[endlist]}\n', '- red\n- green\n- blue\n'],
  ['  {[if Married]}  \nindented\n  {[endif]}\nend', 'indented\nend'],
  ['Dear {[if Married]}Mrs{[else]}Ms{[endif]} Lee', 'Dear Mrs Lee'],
  ['{[if Married]}\r\nwin\r\n{[endif]}\r\n', 'win\r\n'],
  // Standalone lines as in Mustache, however the blocks nest.
  ['{[if Married]}\n{[if Married]}\nX\n{[endif]}\n{[endif]}\nend', 'X\nend'],
  ['a\n{[if Married]}\n{[if Retired]}\nR\n{[else]}\nW\n{[endif]}\n{[endif]}\nend', 'a\nW\nend'],
  ['{[list Tags]}\n{[if Married]}\n- {[this]}\n{[endif]}\n{[endlist]}\n', '- red\n- green\n- blue\n'],
  ['{[list Pair]}\n{[list One]}\n{[Name]}/{[_parent.Name]}\n{[endlist]}\n{[endlist]}\ny', 'Solo/X\nSolo/Y\ny'],
  ['{[if Married]} {[if Retired]}\nx\n{[endif]}{[endif]}\nend', 'end'],
  ['x {[if Married]}\ny\n{[endif]} z', 'x \ny\n z'],
];

describe('text template conformance', () => {
  it.each(CASES)('%j', (template, expected) => {
    const result = render(template);
    expect(result.errors).toEqual([]);
    expect(result.text).toBe(expected);
  });
});

describe('text templates: unanswered values, locale, fields', () => {
  it('records the unanswered variables it met, once each', () => {
    const result = render('{[Spouse]} {[Spouse|else:"none"]} {[Client.Phone]} {[if Pet]}x{[endif]} {[Name]}');
    expect(result.text).toBe('[Spouse] none [Client.Phone]  ann lee');
    expect(result.unanswered).toEqual(['Spouse', 'Client.Phone', 'Pet']);
  });

  it('can leave unanswered fields blank instead of showing placeholders', () => {
    const result = compileTextTemplate('a{[Spouse]}b').render(createScope({}), { placeholders: false });
    expect(result.text).toBe('ab');
    expect(result.unanswered).toEqual(['Spouse']);
  });

  it.each([
    ['en-US', 'July 4, 1983'],
    ['en-CA', 'July 4, 1983'],
    ['en-GB', '4 July 1983'],
    ['en-AU', '4 July 1983'],
    [undefined, 'July 4, 1983'],
  ])('writes long dates for %s', (locale, expected) => {
    expect(render('{[Born|format]}', RECORD, locale).text).toBe(expected);
    expect(render('{[BornDate]}', { BornDate: new Date(Date.UTC(1983, 6, 4)) }, locale).text).toBe(expected);
  });

  it('lists its fields with the lists they sit in and the names they use', () => {
    const template = compileTextTemplate('{[Name]}{[list Kids]}{[if Age > Limit]}{[Name|upper]}{[endif]}{[endlist]}');
    expect(template.fields().map((f) => [f.kind, f.expression, f.lists, f.identifiers])).toEqual([
      ['value', 'Name', [], ['Name']],
      ['list', 'Kids', [], ['Kids']],
      ['if', 'Age > Limit', ['Kids'], ['Age', 'Limit']],
      ['value', 'Name|upper', ['Kids'], ['Name']],
      ['endif', '', ['Kids'], []],
      ['endlist', '', ['Kids'], []],
    ]);
    expect(template.identifiers()).toEqual(['Name', 'Kids', 'Age', 'Limit']);
    const filtered = compileTextTemplate('{[list Kids|filter:"Age > MinAge"]}{[Name]}{[endlist]}');
    expect(filtered.fields()[0].itemIdentifiers).toEqual([
      { name: 'Age', lists: ['Kids'] },
      { name: 'MinAge', lists: ['Kids'] },
    ]);
    expect(filtered.identifiers()).toEqual(['Kids', 'Age', 'MinAge', 'Name']);
  });

  it('reports a failing field at its position and goes on', () => {
    const result = render('a {[Client.constructor2]} b {[Kids|map:this.trim()]} c');
    expect(result.text).toBe('a [Client.constructor2] b  c');
    expect(result.errors).toEqual([{ message: "'trim' is not a method of records", position: 28 }]);
  });

  it('refuses a list filter without an expression when compiling', () => {
    expect(() => compileTextTemplate('a {[Tags|sort:5]} c')).toThrow(/sort filter needs an expression/);
  });

  it('reports a list field whose value is not a list', () => {
    const result = render('{[list Name]}x{[endlist]}');
    expect(result.errors[0].message).toMatch(/needs a list/);
  });
});
