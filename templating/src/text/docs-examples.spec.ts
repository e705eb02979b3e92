import { createScope } from '../expression/scope';
import { compileTextTemplate } from './compile-text-template';

// The record and examples of docs/templating.md: the guide must say what the engine does.
const RECORD = {
  Name: 'ann lee',
  Age: 41,
  Fee: 1234.5,
  Married: true,
  Born: '1983-07-04',
  Client: { Name: 'Jo Smith' },
  Tags: ['red', 'green', 'blue'],
  Kids: [
    { Name: 'Al', Age: 3 },
    { Name: 'Bo', Age: 30 },
    { Name: 'Cy', Age: 5 },
  ],
};

const EXAMPLES: [string, string][] = [
  ['Dear {[Name|titlecaps]}', 'Dear Ann Lee'],
  ['{[if Age > 65]}senior{[elseif Age > 18]}adult{[endif]}', 'adult'],
  ['{[if Age > 65]}senior{[else]}younger{[endif]}', 'younger'],
  ['{[list Kids]}{[Name]} {[endlist]}', 'Al Bo Cy '],
  [
    '{[list Kids]}{[_index]}. {[Name]} of {[_parent.Client.Name]}{[endlist]}',
    '1. Al of Jo Smith2. Bo of Jo Smith3. Cy of Jo Smith',
  ],
  ['{[list Kids|punc:"1, 2, and 3"]}{[Name]}{[endlist]}', 'Al, Bo, and Cy'],
  ['{[Spouse]}', '[Spouse]'],
  ['{[Spouse|else:"no spouse"]}', 'no spouse'],
  ['{[Client.Name|lower]}', 'jo smith'],
  ['{[Name|initcap]}', 'Ann lee'],
  ['{[if Tags|contains:"red"]}red{[endif]}', 'red'],
  ['{[Fee|format:"$0,0.00"]}', '$1,234.50'],
  ['{[-42.5|format:"$0,0.00"]}', '-$42.50'],
  ['{[5|format:"000"]} {[0.5|format:"000.00"]}', '005 000.50'],
  [
    '{[Fee|format:"0.0a"]} {[1234567|format:"0.0a"]} {[999|format:"0.0a"]} {[Fee|format:"0.0 a"]}',
    '1.2k 1.2m 999.0 1.2 k',
  ],
  ['{[1234567|format:"0.0am"]} {[1500|format:"0 apples"]}', '1.2m 1500 apples'],
  ['{[-1234.5|format:"$0,0.00":"($0,0.00)":"nil"]} {[0|format:"$0,0.00":"($0,0.00)":"nil"]}', '($1,234.50) nil'],
  ['{[Born|format:"MMMM D, YYYY"]}', 'July 4, 1983'],
  ['{["2024-03-05T14:07:09"|format:"[on] dddd [at] h:mm:ss A"]}', 'on Tuesday at 2:07:09 PM'],
  ['{[Married|format:"married":"single"]}', 'married'],
  ['{[Age|cardinal]} / {[Age|ordinal]} / {[Age]}{[Age|ordsuffix]}', 'forty-one / forty-first / 41st'],
  [
    '{[Fee|cardinal]} dollars{[if Fee % 1 != 0]} and {[Fee % 1 * 100|cardinal]} cents{[endif]}',
    'one thousand two hundred thirty-four dollars and fifty cents',
  ],
  [
    '{[Tags|punc:"1; 2; or 3"]} / {[Tags|filter:"this != \'blue\'"|punc:"1; 2; or 3"]}',
    'red; green; or blue / red or green',
  ],
  ['{[Kids|sort:"-Age"|map:"Name"]}', 'Bo, Cy, Al'],
  ['{[list Kids|filter:"Age < 18"]}{[Name]} {[endlist]}', 'Al Cy '],
  ['{[(Kids|find:"Age > 18").Name]}', 'Bo'],
  ['{[if Kids|any:"Age < 18"]}has minors{[endif]}', 'has minors'],
  ['{[Kids|every:"Age > 1"|format:"yes":"no"]}', 'yes'],
  ["{[Kids|map:\"Name + ' (' + Age + ')'\"]}", 'Al (3), Bo (30), Cy (5)'],
  ['{[list Kids|group:"Age > 18"]}{[_key]}: {[_values|map:"Name"]}; {[endlist]}', 'false: Al, Cy; true: Bo; '],
  ['{[Kids|reduce:"_result + Age":0]}', '38'],
  ['{[Age + 1|cardinal]} {[(Name|upper) + "!"]}', 'forty-two ANN LEE!'],
  ['{["Mr " + Missing]}', 'Mr '],
  ['{["Tags: " + (Tags|punc:"1, 2, and 3")]}', 'Tags: red, green, and blue'],
  ['{[list Kids]}\n{[if Age < 18]}\n- {[Name]}\n{[endif]}\n{[endlist]}\n', '- Al\n- Cy\n'],
];

describe('the examples of docs/templating.md', () => {
  it("a kid without an age takes the record's, unless read as this.Age", () => {
    const record = { Age: 41, Kids: [{ Name: 'Di' }, { Name: 'Al', Age: 3 }] };
    const result = compileTextTemplate('{[list Kids]}{[Name]} {[Age]}{[endlist]}').render(createScope(record));
    expect(result.text).toBe('Di 41Al 3');
    const own = compileTextTemplate('{[list Kids]}{[Name]} {[this.Age]}{[endlist]}').render(createScope(record));
    expect(own.text).toBe('Di [Age]Al 3');
  });

  it.each(EXAMPLES)('%s', (template, expected) => {
    const result = compileTextTemplate(template).render(createScope(RECORD));
    expect(result.errors).toEqual([]);
    expect(result.text).toBe(expected);
  });
});
