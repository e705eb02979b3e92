import { createScope } from '../expression';
import { RECORD } from '../expression/conformance-fixture';
import { compileTextTemplate } from '../text/compile-text-template';
import { assembleDocxWithReport } from './assemble-docx';
import { compileDocx } from './compile-docx';
import { DocxTemplateError } from './docx-template-error';
import { buildDocx, contentControl, paragraph, readDocxParagraphs, run } from './docx-test-package';

// Issue 15 in Word: the yatte forms of the text conformance (yatte-forms-conformance.spec.ts), each
// written as a Word template the ways authors' templates arrive (typed, split by Word over runs
// with zero-width spaces, inside Knackly's content controls), assembling to the text a text
// template gives. A line of a case is a paragraph; the paragraphs read back are joined by "\n" (a case
// of several paragraphs ends with "\n", an empty last paragraph, as a text template's last line ends).
type Data = Record<string, unknown>;

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
const AT = new Date(Date.UTC(2024, 2, 5, 23, 30));

// [template, data, expected text]
const CASES: [string, Data, string][] = [
  // 3. closing keywords with a trailing name or comment; `else if`
  ['{[list Tags]}{[this]} {[endlist Tags]}', RECORD, 'red green blue '],
  ['{[if Married]}yes{[endif Married]}', RECORD, 'yes'],
  ['{[if Retired]}yes{[else]}no{[endif Retired]}', RECORD, 'no'],
  ['{[if Age > 65]}senior{[else if Age > 18]}adult{[else]}minor{[endif]}', RECORD, 'adult'],
  ['{[if Age > 65]}a{[else  if Age > 50]}b{[else if Age > 40]}c{[endif]}', RECORD, 'c'],
  ['{[if Retired]}r{[else otherwise]}w{[endif]}', RECORD, 'w'],
  ['{[if Retired]}r{[else if Married]}m{[else not married]}w{[endif (married)]}', RECORD, 'm'],
  ['{[list Kids]}\n- {[Name]}\n{[endlist Kids]}\n', RECORD, '- Al\n- Bo\n- Cy\n- Di\n'],
  ['{[if Married]}\nM\n{[else if Retired]}\nR\n{[endif (married)]}\n', RECORD, 'M\n'],
  ['{[if Retired]}\nR\n{[else if Age > 90]}\nold\n{[else the rest]}\nother\n{[endif Retired]}\n', RECORD, 'other\n'],
  ['{[list Kids|filter:Age < 10]}\n{[Name]}\n{[endlist Kids under ten]}\n', RECORD, 'Al\nCy\n'],
  ['{[list Pair]}{[Name]}:{[list One]}{[Name]}{[endlist One]};{[endlist Pair]}', RECORD, 'X:Solo;Y:Solo;'],
  ['{[list None]}\nnever\n{[endlist None]}\nafter', RECORD, 'after'],
  ['{[if Married]}{[if Retired]}r{[else inner]}w{[endif Retired]}{[endif Married]}', RECORD, 'w'],
  // 3. the current item: {[.]} and {[this]}
  ['{[list Tags]}{[.]};{[endlist]}', RECORD, 'red;green;blue;'],
  ['{[list Tags]}{[this]};{[endlist]}', RECORD, 'red;green;blue;'],
  ['{[list Tags]}{[.|upper]} {[endlist]}', RECORD, 'RED GREEN BLUE '],
  ['{[list Numbers]}{[. * 2]} {[endlist]}', RECORD, '6 2 4 '],
  ['{[Tags|filter:. != "green"]}', RECORD, 'red, blue'],
  ['{[list Tags]}\n{[.]}\n{[endlist Tags]}\n', RECORD, 'red\ngreen\nblue\n'],
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
  ['{[list Children|filter:Age>=18|sort:-Age]}\n{[Name]}\n{[endlist]}\n', FAMILY, 'Di\nBo\nCy\n'],
  ['{[Children|filter:"Age >= 18"|map:"Name"]}', FAMILY, 'Bo, Cy, Di'],
  ['{[Children|sort:"-Age"|map:Name]}', FAMILY, 'Di, Bo, Cy, Al'],
  ['{[Children|filter:Name.startsWith("B") || Age < 13|map:Name]}', FAMILY, 'Al, Bo'],
  // 3. invisible characters Word leaves inside fields
  [`{[Na${ZWSP}me]}`, RECORD, 'ann lee'],
  [`{[${ZWSP}if Married${ZWNJ}]}x{[end${ZWSP}if]}`, RECORD, 'x'],
  [`{[list Kids|filter:Age${ZWSP} < 18]}{[Name]}{[endlist${ZWNJ}]}`, RECORD, 'AlCyDi'],
  ['{[if\u00a0Married]}nbsp{[endif]}', RECORD, 'nbsp'],
  [`{[Name|titlecaps${ZWSP}]}`, RECORD, 'Ann Lee'],
  [`{[${ZWSP}if Married]}\nyes\n{[end${ZWSP}if Married]}\n`, RECORD, 'yes\n'],
  // 4. scoping as yatte does it
  ['{[list Children]}{[Name]} {[Surname]}; {[endlist]}', FAMILY, 'Al Lee; Bo Lee; Cy Cole; Di Lee; '],
  ['{[list Children]}{[_parent.Surname]} {[endlist]}', FAMILY, 'Lee Lee Lee Lee '],
  ['{[list Kids]}{[Name]}-{[Client.Name]} {[endlist]}', RECORD, 'Al-Jo Smith Bo-Jo Smith Cy-Jo Smith Di-Jo Smith '],
  ['{[list Pair]}{[list One]}{[Name]}<{[_parent.Name]} {[endlist]}{[endlist]}', RECORD, 'Solo<X Solo<Y '],
  ['{[list Kids]}{[Title]} {[endlist]}', { Title: 'T', Kids: [{}, { Title: 'K' }] }, 'T K '],
  ['{[list Kids]}{[this.Title]} {[endlist]}', { Title: 'T', Kids: [{}, { Title: 'K' }] }, '[Title] K '],
  ['{[list Children]}\n{[Name]} {[Surname]}\n{[endlist Children]}\n', FAMILY, 'Al Lee\nBo Lee\nCy Cole\nDi Lee\n'],
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
  ['{[if Middle]}\nhas one\n{[else no middle]}\nnone\n{[endif Middle]}\n', {}, 'none\n'],
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
  // 5 and 10. punc over lists: inline, over records (their summary or their Name), and paragraph lists
  ['{[Kids|punc:"1, 2, and 3"]}', RECORD, 'Al, Bo, Cy, and Di'],
  [
    '{[People|punc:"1 and 2"]}',
    { People: [{ _summary: 'Mr A. Smith', Name: 'A' }, { Name: 'B' }] },
    'Mr A. Smith and B',
  ],
  ['{[Kids|filter:Age > 10]}', RECORD, 'Bo, Di'],
  ['{[list Kids|punc:"1, 2, and 3"]}{[Name]}{[endlist]}', RECORD, 'Al, Bo, Cy, and Di'],
  // 10. JavaScript dates in the workspace time zone (UTC here)
  ['{[At]} {[At|format:"HH:mm"]}', { At: AT }, 'March 5, 2024 23:30'],
];

/** The pieces of a line: text, and fields with their delimiters (`{[…]}`). */
function piecesOf(line: string): string[] {
  return line.split(/(\{\[[\s\S]*?\]\})/).filter((piece) => piece !== '');
}

const isField = (piece: string) => piece.startsWith('{[') && piece.endsWith(']}');

/** How a case's template is laid out in Word. */
const LAYOUTS: Record<string, (line: string, plain: boolean) => string> = {
  // As typed: one run per line.
  typed: (line) => paragraph(line),
  // Word cut each field in two runs, leaving a zero-width space at the cut.
  'split over runs': (line) =>
    paragraph(
      ...piecesOf(line).flatMap((piece) => {
        if (!isField(piece)) return [piece];
        const middle = Math.ceil(piece.length / 2);
        return [piece.slice(0, middle), ZWSP + piece.slice(middle)];
      }),
    ),
  // Knackly's add-in: a field alone in its paragraph is a control around the paragraph, other fields
  // controls inside it, each holding `[expr]`; rich-text or plain-text controls.
  'content controls': (line, plain) => {
    const pieces = piecesOf(line);
    const control = (field: string) => field.slice(1, -1);
    if (pieces.length === 1 && isField(pieces[0])) return contentControl(paragraph(control(pieces[0])), { plain });
    const runs = pieces.map((piece) => (isField(piece) ? contentControl(run(control(piece)), { plain }) : run(piece)));
    return `<w:p>${runs.join('')}</w:p>`;
  },
};

function wordTemplate(template: string, layout: string, plain: boolean): Uint8Array {
  return buildDocx(
    template
      .split('\n')
      .map((line) => LAYOUTS[layout](line, plain))
      .join(''),
  );
}

function assembleWord(template: string, layout: string, data: Data, plain = false) {
  const { bytes, errors } = assembleDocxWithReport(wordTemplate(template, layout, plain), createScope(data));
  return { text: readDocxParagraphs(bytes).join('\n'), errors };
}

describe('yatte forms in Word templates, as in text templates', () => {
  const table = CASES.flatMap(([template, data, expected], i) =>
    Object.keys(LAYOUTS).map((layout) => [layout, template, data, expected, i % 2 === 0] as const),
  );

  it.each(table)('%s: %j', (layout, template, data, expected, plain) => {
    const word = assembleWord(template, layout, data, plain);
    expect(word.errors).toEqual([]);
    expect(word.text).toBe(expected);
    // The same template as text says the same.
    expect(compileTextTemplate(template).render(createScope(data)).text).toBe(expected);
  });

  it('holds at least 80 forms', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
  });
});

// [template, message pattern]: refused when the Word template is compiled, naming the field.
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
  ['{[if A]}x{[else if]}y{[endif]}', /elseif field needs a condition/],
  ['{[if A]}x{[endlist A]}', /\{\[endlist\]\} found where \{\[endif\]\} was expected/],
  ['{[list Kids]}x{[endif Kids]}', /\{\[endif\]\} found where \{\[endlist\]\} was expected/],
  ['x{[endif A]}', /\{\[endif\]\} without an open \{\[if\]\}/],
  ['{[if A]}x{[else]}y{[else if B]}z{[endif]}', /\{\[elseif\]\} after \{\[else\]\}/],
];

describe('what cannot compile is refused when compiling a Word template', () => {
  const table = REFUSED.flatMap(([template, message]) =>
    Object.keys(LAYOUTS).map((layout) => [layout, template, message] as const),
  );

  it.each(table)('%s: %j', (layout, template, message) => {
    let error: unknown;
    try {
      compileDocx(wordTemplate(template, layout, false));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocxTemplateError);
    const problem = (error as DocxTemplateError).problems[0];
    expect(problem.message).toMatch(message);
    expect(problem.field).toMatch(/^\{\[[\s\S]+\]\}$/);
    // An error message never shows an invisible character.
    expect(`${(error as Error).message} ${problem.field}`).not.toMatch(/[\u200b-\u200f\u2060\ufeff\u00ad]/);
  });
});
