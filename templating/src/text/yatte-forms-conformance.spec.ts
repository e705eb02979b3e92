import { compileExpression } from '../expression/compile-expression';
import { RECORD } from '../expression/conformance-fixture';
import { createScope } from '../expression/scope';
import { TemplateCompileError } from '../expression/template-compile-error';
import { compileTextTemplate } from './compile-text-template';

// Issue 15: templates written for Knackly (yatte) assemble as their authors expect.
type Data = Record<string, unknown>;
const render = (template: string, data: Data = RECORD, options: { timeZone?: string } = {}) =>
  compileTextTemplate(template).render(createScope(data, options));

const FAMILY: Data = {
  Surname: 'Lee',
  Age: 70,
  Children: [
    { Name: 'Al', Age: 12 },
    { Name: 'Bo', Age: 30 },
    { Name: 'Cy', Age: 18, Surname: 'Cole' },
    { Name: 'Di', Age: 45 },
  ],
};
const ZWSP = '\u200b';
const ZWNJ = '\u200c';

// [template, data, expected text]
const CASES: [string, Data, string][] = [
  // 3. closing keywords with a trailing name or comment; `else if`
  ['{[list Tags]}{[this]} {[endlist Tags]}', RECORD, 'red green blue '],
  ['{[if Married]}yes{[endif Married]}', RECORD, 'yes'],
  ['{[if Retired]}yes{[else]}no{[endif Retired]}', RECORD, 'no'],
  ['{[if Age > 65]}senior{[else if Age > 18]}adult{[else]}minor{[endif]}', RECORD, 'adult'],
  ['{[if Age > 65]}a{[else  if Age > 50]}b{[else if Age > 40]}c{[endif]}', RECORD, 'c'],
  ['{[if Retired]}r{[else otherwise]}w{[endif]}', RECORD, 'w'],
  ['{[list Kids]}\n- {[Name]}\n{[endlist Kids]}\n', RECORD, '- Al\n- Bo\n- Cy\n- Di\n'],
  ['{[if Married]}\nM\n{[else if Retired]}\nR\n{[endif (married)]}\n', RECORD, 'M\n'],
  // 3. the current item: {[.]} and {[this]}
  ['{[list Tags]}{[.]};{[endlist]}', RECORD, 'red;green;blue;'],
  ['{[list Tags]}{[this]};{[endlist]}', RECORD, 'red;green;blue;'],
  ['{[list Tags]}{[.|upper]} {[endlist]}', RECORD, 'RED GREEN BLUE '],
  ['{[list Numbers]}{[. * 2]} {[endlist]}', RECORD, '6 2 4 '],
  ['{[Tags|filter:. != "green"]}', RECORD, 'red, blue'],
  // 3. list-filter arguments without quotes
  ['{[Children|filter:Age>=18|map:Name|punc:"1, 2 and 3"]}', FAMILY, 'Bo, Cy and Di'],
  ['{[Children|filter:_index == 1|map:Name]}', FAMILY, 'Al'],
  ['{[Children|sort:-Age:Name|map:Name]}', FAMILY, 'Di, Bo, Cy, Al'],
  ['{[Children|sort:Name|map:Name + " (" + Age + ")"]}', FAMILY, 'Al (12), Bo (30), Cy (18), Di (45)'],
  ['{[if Children|any:Age < 13]}minor{[endif]}', FAMILY, 'minor'],
  ['{[Children|every:Age > 1|format:"yes":"no"]}', FAMILY, 'yes'],
  ['{[(Children|find:Age > 40).Name]}', FAMILY, 'Di'],
  ['{[Children|reduce:_result + Age:0]}', FAMILY, '105'],
  [
    '{[list Children|group:Age >= 18]}{[_key]}: {[_values|map:Name]}; {[endlist]}',
    FAMILY,
    'false: Al; true: Bo, Cy, Di; ',
  ],
  ['{[list Children|filter:Age>=18|sort:Name]}{[Name]} {[endlist]}', FAMILY, 'Bo Cy Di '],
  ['{[Children|filter:"Age >= 18"|map:"Name"]}', FAMILY, 'Bo, Cy, Di'],
  ['{[Children|sort:"-Age"|map:Name]}', FAMILY, 'Di, Bo, Cy, Al'],
  ['{[Children|filter:Name.startsWith("B") || Age < 13|map:Name]}', FAMILY, 'Al, Bo'],
  // 3. invisible characters Word leaves inside fields
  [`{[Na${ZWSP}me]}`, RECORD, 'ann lee'],
  [`{[${ZWSP}if Married${ZWNJ}]}x{[end${ZWSP}if]}`, RECORD, 'x'],
  [`{[list Kids|filter:Age${ZWSP} < 18]}{[Name]}{[endlist${ZWNJ}]}`, RECORD, 'AlCyDi'],
  ['{[if\u00a0Married]}nbsp{[endif]}', RECORD, 'nbsp'],
  [`{[Name|titlecaps${ZWSP}]}`, RECORD, 'Ann Lee'],
  // 4. scoping as yatte does it
  ['{[list Children]}{[Name]} {[Surname]}; {[endlist]}', FAMILY, 'Al Lee; Bo Lee; Cy Cole; Di Lee; '],
  ['{[list Children]}{[_parent.Surname]} {[endlist]}', FAMILY, 'Lee Lee Lee Lee '],
  ['{[list Kids]}{[Name]}-{[Client.Name]} {[endlist]}', RECORD, 'Al-Jo Smith Bo-Jo Smith Cy-Jo Smith Di-Jo Smith '],
  ['{[list Pair]}{[list One]}{[Name]}<{[_parent.Name]} {[endlist]}{[endlist]}', RECORD, 'Solo<X Solo<Y '],
  ['{[list Kids]}{[Title]} {[endlist]}', { Title: 'T', Kids: [{}, { Title: 'K' }] }, 'T K '],
  ['{[list Kids]}{[this.Title]} {[endlist]}', { Title: 'T', Kids: [{}, { Title: 'K' }] }, '[Title] K '],
  // 6. unanswered fields show the variable path only
  ['{[NotaryCounty|titlecaps]}', RECORD, '[NotaryCounty]'],
  ['{[Testator.Name|upper]}', RECORD, '[Testator.Name]'],
  ['{[Client.Phone|format:"0,0"]}', RECORD, '[Client.Phone]'],
  ['{[Spouse.Name|upper|initcap]}', RECORD, '[Spouse.Name]'],
  ['{[list Kids]}{[Nick|upper]}{[endlist]}', { Kids: [{ Name: 'a' }] }, '[Nick]'],
  ['{[Missing + 1]}', RECORD, '[Missing]'],
  // 7. unanswered is falsy inside expressions
  ['{[First]} {[Middle ? Middle + " " : ""]}{[Last]}', { First: 'John', Last: 'Smith' }, 'John Smith'],
  ['{[First]} {[Middle ? Middle + " " : ""]}{[Last]}', { First: 'John', Middle: 'Q', Last: 'Smith' }, 'John Q Smith'],
  ['{[!Middle ? "none" : Middle]}', {}, 'none'],
  ['{[Middle && Middle + "."]}', {}, '[Middle]'],
  ['{[Middle || "n/a"]}', {}, 'n/a'],
  // 7. dates compare
  ['{[if Born < "2000-01-01"]}old{[endif]}', RECORD, 'old'],
  ['{[if Signed > Born]}later{[endif]}', { Born: '1983-07-04', Signed: new Date(Date.UTC(2024, 0, 2)) }, 'later'],
  ['{[Signed == "2024-01-02"]}', { Signed: new Date(Date.UTC(2024, 0, 2)) }, 'true'],
  ['{[A == B]}', { A: new Date(Date.UTC(2024, 0, 2)), B: new Date(Date.UTC(2024, 0, 2)) }, 'true'],
  [
    '{[Events|filter:When > date(2024, 1, 1)|map:What]}',
    {
      Events: [
        { What: 'a', When: new Date(Date.UTC(2023, 5, 1)) },
        { What: 'b', When: '2024-06-01' },
      ],
    },
    'b',
  ],
  [
    '{[Events|any:When < "2020-01-01"]}',
    { Events: [{ When: new Date(Date.UTC(2019, 5, 1)) }, { When: '2024-06-01' }] },
    'true',
  ],
  // 7. titlecaps and initcap with hyphens and quotes
  ['{[Q|titlecaps]}', { Q: '"does john-doe know him," she said' }, '"Does John-Doe Know Him," She Said'],
  ['{[Q|initcap]}', { Q: '"does john-doe know him," she said' }, '"Does john-doe know him," she said'],
  ['{[Q|titlecaps]}', { Q: "john's dog won't (really) bark" }, "John's Dog Won't (Really) Bark"],
  ['{[Q|titlecaps]}', { Q: '“smart quotes” and ‘single’' }, '“Smart Quotes” And ‘Single’'],
  // 7. money and decimals in words
  ['{[12.3456|cardinalcur:"dollars":"cents"]}', RECORD, 'twelve dollars and thirty-five cents'],
  ['{[Fee|cardinalcur]}', RECORD, 'one thousand two hundred thirty-four dollars and fifty cents'],
  ['{[1.01|cardinalcur:"euros":"cents"]}', RECORD, 'one euro and one cent'],
  ['{[12|cardinalcur:"pounds":"pence"]}', RECORD, 'twelve pounds'],
  ['{[12.345|cardinaldec]}', RECORD, 'twelve point three four five'],
  ['{[2.5|cardinaldec:2]}', RECORD, 'two point five zero'],
  ['{[-0.25|cardinaldec]}', RECORD, 'minus zero point two five'],
  // 7. date formats authors use
  ['{[Born|format:"do \'day of\' MMMM, yyyy"]}', RECORD, '4th day of July, 1983'],
  ['{[Born|format:"MMMM d, yyyy"]}', RECORD, 'July 4, 1983'],
  ['{[Born|format:"Do [day of] MMMM, YYYY"]}', RECORD, '4th day of July, 1983'],
  ['{[Born|format:"EEEE, dd/MM/yy"]}', RECORD, 'Monday, 04/07/83'],
  ["{[Born|format:\"'it''s' yyyy\"]}", RECORD, "it's 1983"],
  // 7. methods of texts and lists
  ['{[Name.includes("lee")]} {[Name.startsWith("ann")]} {[Name.endsWith("x")]}', RECORD, 'true true false'],
  ['{[Name.indexOf("lee")]} {[Name.slice(0, 3)]} {[Name.toUpperCase()]}', RECORD, '4 ann ANN LEE'],
  ['[{[Pad.trim()]}] {[Name.length]} {[Tags.length]}', { ...RECORD, Pad: '  x  ' }, '[x] 7 3'],
  ['{[Tags.join(" / ")]} {[Tags.includes("red")]} {[Tags.indexOf("blue")]}', RECORD, 'red / green / blue true 2'],
  ['{[Tags.slice(1).join("+")]}', RECORD, 'green+blue'],
  ['{[Name.split(" ")[1]]}', RECORD, 'lee'],
  ['{[if Client.Name.toLowerCase().includes("smith")]}S{[endif]}', RECORD, 'S'],
  ['{[Missing.trim()]}', RECORD, '[Missing]'],
  // 9. sorting: natural, case-insensitive
  ['{[Items|sort:this]}', { Items: ['item 10', 'Item 2', 'item 1', 'apple'] }, 'apple, item 1, Item 2, item 10'],
  [
    '{[Kids|sort:Name|map:Name]}',
    { Kids: [{ Name: 'bo' }, { Name: 'Al' }, { Name: 'ál' }, { Name: 'Cy' }] },
    'Al, ál, bo, Cy',
  ],
  // 10. punc over records: their summary or their Name
  ['{[Kids|punc:"1, 2, and 3"]}', RECORD, 'Al, Bo, Cy, and Di'],
  [
    '{[People|punc:"1 and 2"]}',
    { People: [{ _summary: 'Mr A. Smith', Name: 'A' }, { Name: 'B' }] },
    'Mr A. Smith and B',
  ],
  ['{[Kids|filter:Age > 10]}', RECORD, 'Bo, Di'],
];

describe('yatte forms in text templates', () => {
  it.each(CASES)('%j', (template, data, expected) => {
    const result = render(template, data);
    expect(result.errors).toEqual([]);
    expect(result.text).toBe(expected);
  });
});

// [template, message pattern]: refused when the template is compiled, never printing nothing later.
const REFUSED: [string, RegExp][] = [
  ['{[Kids|filter:"Age >"]}', /In the filter filter's "Age >": Expression ends too early/],
  ['{[Kids|filter:Age >]}', /Expression ends too early/],
  ['{[Kids|sort:5]}', /sort filter needs an expression/],
  ['{[Kids|map:""]}', /map filter needs an expression/],
  ['{[Kids|filter]}', /filter filter needs an expression/],
  ['{[Kids|any:"Age = 3"]}', /Assignment is not allowed/],
  ['{[Kids|sort:"Name|uper"]}', /Unknown filter 'uper'/],
  ['{[Name.toLocaleString()]}', /Unknown method 'toLocaleString'/],
  ['{[Name.constructor("x")]}', /'constructor' is not allowed/],
  [`{[Na${ZWSP}me +]}`, /Expression ends too early/],
  [`{[Name|up${ZWSP}er]}`, /Unknown filter 'uper'/],
  ['{[else if]}', /'elseif' needs an expression/],
];

describe('what cannot compile is refused when compiling', () => {
  it.each(REFUSED)('%j', (template, message) => {
    let error: unknown;
    try {
      compileTextTemplate(template);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TemplateCompileError);
    expect((error as Error).message).toMatch(message);
    // An error message never shows an invisible character.
    expect((error as Error).message).not.toMatch(/[\u200b-\u200f\u2060\ufeff\u00ad]/);
  });

  it('points an error inside a field with invisible characters at the written text', () => {
    const template = `ab {[Na${ZWSP}${ZWSP}me +]}`;
    const error = (() => {
      try {
        compileTextTemplate(template);
      } catch (caught) {
        return caught as TemplateCompileError;
      }
      throw new Error('expected a compile error');
    })();
    expect(error.position).toBe(template.indexOf(']}'));
  });
});

describe('data is never code', () => {
  it('never runs a record value as an expression, quoted or not', () => {
    const data = {
      Pred: 'Age > 3',
      Key: '-Age',
      Kids: [
        { Name: 'Al', Age: 3 },
        { Name: 'Bo', Age: 30 },
      ],
    };
    // An unquoted argument is an expression of the template read per item: Pred is the record's
    // text, truthy for every kid; it is not compiled into a test of the kids' ages.
    expect(render('{[Kids|filter:Pred|map:Name]}', data).text).toBe('Al, Bo');
    expect(render('{[Kids|sort:Key|map:Name]}', data).text).toBe('Al, Bo');
    expect(render('{[Kids|map:Pred]}', data).text).toBe('Age > 3, Age > 3');
    // Whatever the record holds, the same template does the same thing.
    for (const pred of ['Age > 3', 'constructor', '_parent', '1/0', '"x"|upper', 'Kids|map:Name']) {
      const result = render('{[Kids|filter:Pred|map:Name]}', { ...data, Pred: pred });
      expect(result).toEqual({ text: 'Al, Bo', unanswered: [], errors: [] });
    }
  });

  it('compiles list filters once, from the template alone', () => {
    const expression = compileExpression('Kids|filter:Age > Min|map:Name');
    const run = (data: Data) => expression.evaluate(createScope(data)).value;
    expect(
      run({
        Min: 10,
        Kids: [
          { Name: 'a', Age: 5 },
          { Name: 'b', Age: 50 },
        ],
      }),
    ).toEqual(['b']);
    expect(run({ Min: 'Age < 100', Kids: [{ Name: 'a', Age: 5 }] })).toEqual([]);
  });
});

describe('compile warnings for yatte scoping', () => {
  it('reports a name used inside a list and outside it', () => {
    const template = compileTextTemplate('{[Surname]} {[list Children]}{[Name]} {[Surname]}{[endlist]}');
    expect(template.warnings()).toEqual([
      { message: expect.stringContaining("'Surname' inside the list Children"), position: 38 },
    ]);
    expect(template.warnings()[0].message).toContain('this.Surname');
  });

  it('reports names read per item by list filters too, once per list', () => {
    const template = compileTextTemplate('{[Age]}{[Kids|filter:Age > 3|map:Name]}{[Kids|sort:Age]}');
    expect(template.warnings().map((w) => w.message.slice(0, 30))).toEqual(["'Age' inside the list Kids is "]);
  });

  it('says nothing when names inside and outside lists differ', () => {
    expect(compileTextTemplate('{[Firm]}{[list Kids]}{[Name]} {[this.Firm]}{[endlist]}').warnings()).toEqual([]);
  });
});

describe('numbers and dates that cannot be written', () => {
  it.each([
    ['{[1/0|cardinal]}', /cardinal needs a finite number; got Infinity/],
    ['{[Name|cardinal]}', /cardinal needs a finite number/],
    ['{[1/0|format:"0,0"]}', /format needs a finite number; got Infinity/],
    ['{[-1/0|cardinalcur]}', /cardinalcur needs a finite number/],
    ['{[date(2024, 13, 1)]}', /date\(2024, 13, 1\) is not a date/],
    ['{[date(2023, 2, 29)]}', /is not a date/],
    ['{[date(2024, 4, 31)|format:"MMMM D"]}', /is not a date/],
  ])('%s is an error at the field, not an empty text', (template, message) => {
    const result = render(template);
    expect(result.text).toBe('');
    expect(result.errors).toEqual([{ message: expect.stringMatching(message), position: 0 }]);
  });

  it('writes date() of valid parts, and leaves unanswered parts unanswered', () => {
    expect(render('{[date(2024, 2, 29)]}').text).toBe('2024-02-29');
    expect(render('{[date(2024, Month, 1)|else:"no date"]}').text).toBe('no date');
  });
});

describe('JavaScript dates in the workspace time zone', () => {
  const late = { At: new Date(Date.UTC(2024, 2, 5, 23, 30)) };

  it('reads Date values in UTC by default, whatever the machine', () => {
    expect(render('{[At]} {[At|format:"HH:mm"]}', late).text).toBe('March 5, 2024 23:30');
  });

  it('reads them in the time zone of the scope when one is set', () => {
    expect(render('{[At]} {[At|format:"HH:mm dddd"]}', late, { timeZone: 'Asia/Tokyo' }).text).toBe(
      'March 6, 2024 08:30 Wednesday',
    );
    expect(render('{[At == "2024-03-05T18:30"]}', late, { timeZone: 'America/New_York' }).text).toBe('true');
  });

  it('refuses a time zone it does not know', () => {
    expect(() => createScope({}, { timeZone: 'Mars/Olympus' })).toThrow(/Unknown time zone/);
  });
});
