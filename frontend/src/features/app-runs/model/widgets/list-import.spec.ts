import type { InterviewModel } from '@app/templating/interview';
import {
  checkRow,
  columnKey,
  convertCell,
  fileProblem,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importedList,
  importFileKind,
  matchColumns,
  parseCsv,
  previewImport,
  readImportTable,
  type ImportPreview,
} from './list-import';

/** Children of a family: the browser test's model, with a selection, a true/false and a list of text. */
const child: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text' },
    { name: 'Born', type: 'date', prompt: 'Date of birth' },
    { name: 'Age', type: 'number', minimum: 0, maximum: 30, decimalPlaces: 0 },
    { name: 'School_Year', type: 'selection', options: ['Reception', 'Year 1'] },
    { name: 'Adopted', type: 'true/false' },
    { name: 'Nicknames', type: 'text', isList: true },
    { name: 'Passport', type: 'file' },
    { name: 'Doctor', type: 'object', model: { variables: [{ name: 'Name' }] } },
  ],
};

const preview = (name: string, text: string, locale = 'en-GB'): ImportPreview => {
  const read = previewImport({ name }, text, child, locale);
  if ('message' in read) throw new Error(read.message);
  return read.preview;
};
const refusal = (name: string, text: string) => {
  const read = previewImport({ name }, text, child, 'en-GB');
  return 'message' in read ? read.message : null;
};

describe('parseCsv: RFC 4180', () => {
  it('splits records on CRLF, LF or CR and fields on commas', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('reads quoted fields holding commas, line breaks and doubled quotes', () => {
    expect(parseCsv('Name,Note\n"Smith, Anna","said ""hi""\non Monday"\n')).toEqual([
      ['Name', 'Note'],
      ['Smith, Anna', 'said "hi"\non Monday'],
    ]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('drops a byte order mark and the last newline; keeps blank lines as empty records, and empty fields', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\n')).toEqual([['a', 'b'], [''], ['1', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quote that is never closed, naming its row', () => {
    expect(() => parseCsv('Name\nAnna\n"Ben\n')).toThrow(
      'The file is not valid CSV: a quoted value in row 3 is never closed.',
    );
  });
});

describe('the file: kind and size', () => {
  it('takes .csv and .json by name (case aside), or by type', () => {
    expect(importFileKind('Kids.CSV')).toBe('csv');
    expect(importFileKind('kids.json')).toBe('json');
    expect(importFileKind('kids', 'text/csv')).toBe('csv');
    expect(importFileKind('kids.xlsx')).toBeNull();
  });

  it('refuses another kind, and a file over 1 MB, with what to do', () => {
    expect(fileProblem({ name: 'kids.xlsx', size: 10 })).toBe(
      'kids.xlsx is not a CSV or JSON file. Choose a .csv or .json file.',
    );
    expect(fileProblem({ name: 'kids.csv', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: 'kids.csv', size: 1.5 * 1024 * 1024 })).toBe(
      'kids.csv is 1.5 MB: choose a file of 1 MB or less (at most 500 rows).',
    );
  });
});

describe('reading rows', () => {
  it('reads a CSV by its header, naming rows as a spreadsheet numbers them (header is row 1)', () => {
    const table = readImportTable('csv', 'Name,Age\nAnna,4\n\nBen,6\n');
    expect(table.columns).toEqual(['Name', 'Age']);
    expect(table.rows).toEqual([
      { label: 'Row 2', cells: { Name: 'Anna', Age: '4' } },
      { label: 'Row 4', cells: { Name: 'Ben', Age: '6' } },
    ]);
  });

  it('marks a CSV row with more values than the header has columns', () => {
    const [row] = readImportTable('csv', 'Name\nAnna,4\n').rows;
    expect(row.problem).toBe('it has 2 values, but the header names 1 columns');
  });

  it('reads a JSON array of objects (one object is one row); other items are problems', () => {
    expect(readImportTable('json', '[{"Name":"Anna","Age":4},{"Name":"Ben","Born":"2020-01-02"}]')).toEqual({
      kind: 'json',
      columns: ['Name', 'Age', 'Born'],
      rows: [
        { label: 'Item 1', cells: { Name: 'Anna', Age: 4 } },
        { label: 'Item 2', cells: { Name: 'Ben', Born: '2020-01-02' } },
      ],
    });
    expect(readImportTable('json', '{"Name":"Anna"}').rows).toHaveLength(1);
    expect(readImportTable('json', '[3]').rows[0].problem).toBe('it is not an object of values by question name');
    expect(() => readImportTable('json', '"text"')).toThrow('must hold an array of objects');
    expect(() => readImportTable('json', '[{')).toThrow('The file is not valid JSON');
  });
});

describe('matchColumns: columns to questions', () => {
  it('matches names or prompts, case, spaces, underscores and a trailing colon aside', () => {
    const matched = matchColumns(['NAME', 'date of birth:', 'school year', 'Nick names'], child);
    expect(matched.map((match) => match.variable?.name)).toEqual(['Name', 'Born', 'School_Year', 'Nicknames']);
    expect(columnKey(' School_Year? ')).toBe('schoolyear');
  });

  it('ignores unknown columns, files, objects and a second column for the same question, saying why', () => {
    expect(matchColumns(['Shoe size', 'Passport', 'Doctor', 'Born', 'Date of birth'], child)).toEqual([
      { column: 'Shoe size', ignored: 'no question of that name' },
      { column: 'Passport', ignored: 'Passport is a file: it cannot be imported' },
      { column: 'Doctor', ignored: 'Doctor is an object: it cannot be imported' },
      { column: 'Born', variable: child.variables[1] },
      { column: 'Date of birth', ignored: 'Date of birth is already read from Born' },
    ]);
  });
});

describe('convertCell: values as the widgets store them', () => {
  const variable = (name: string) => child.variables.find((each) => each.name === name)!;

  it('numbers as numbers (thousands separators dropped); text that is not one is kept for the check', () => {
    expect(convertCell(variable('Age'), ' 1,204 ', 'DMY')).toBe(1204);
    expect(convertCell(variable('Age'), 7, 'DMY')).toBe(7);
    expect(convertCell(variable('Age'), 'four', 'DMY')).toBe('four');
  });

  it('dates as yyyy-mm-dd, read in the workspace locale’s order, ISO in any', () => {
    expect(convertCell(variable('Born'), '2019-03-31', 'MDY')).toBe('2019-03-31');
    expect(convertCell(variable('Born'), '31/03/2019', 'DMY')).toBe('2019-03-31');
    expect(convertCell(variable('Born'), '03/31/2019', 'MDY')).toBe('2019-03-31');
    expect(convertCell(variable('Born'), '2019-03-31T00:00:00Z', 'DMY')).toBe('2019-03-31');
    expect(convertCell(variable('Born'), '31/02/2019', 'DMY')).toBe('31/02/2019');
  });

  it('true/false as booleans from true/false, yes/no, 1/0', () => {
    expect(convertCell(variable('Adopted'), 'Yes', 'DMY')).toBe(true);
    expect(convertCell(variable('Adopted'), '0', 'DMY')).toBe(false);
    expect(convertCell(variable('Adopted'), 1, 'DMY')).toBe(true);
    expect(convertCell(variable('Adopted'), 'maybe', 'DMY')).toBe('maybe');
  });

  it('selections as text, in the option’s own spelling', () => {
    expect(convertCell(variable('School_Year'), 'year 1', 'DMY')).toBe('Year 1');
    expect(convertCell(variable('School_Year'), 'Year 9', 'DMY')).toBe('Year 9');
  });

  it('lists split on ";" (or a JSON array); an empty cell sets nothing', () => {
    expect(convertCell(variable('Nicknames'), 'Annie; Nan ;', 'DMY')).toEqual(['Annie', 'Nan']);
    expect(convertCell(variable('Nicknames'), ['Annie'], 'DMY')).toEqual(['Annie']);
    expect(convertCell(variable('Nicknames'), ' ; ', 'DMY')).toBeUndefined();
    expect(convertCell(variable('Name'), '  ', 'DMY')).toBeUndefined();
    expect(convertCell(variable('Name'), 42, 'DMY')).toBe('42');
  });
});

describe('checkRow: each value checked as its question checks it', () => {
  const matches = matchColumns(['Name', 'Age', 'School year'], child);

  it('gives the item, with no problems when everything fits (missing answers are not problems)', () => {
    expect(checkRow({ label: 'Row 2', cells: { Name: 'Anna', Age: '4', 'School year': '' } }, matches, 'DMY')).toEqual({
      label: 'Row 2',
      item: { Name: 'Anna', Age: 4 },
      problems: [],
    });
  });

  it('says what does not fit with validateAnswer’s message and the value in the file', () => {
    const checked = checkRow(
      { label: 'Row 3', cells: { Name: 'Ben', Age: '4.5', 'School year': 'Year 9' } },
      matches,
      'DMY',
    );
    expect(checked.problems).toEqual([
      'Age must be a whole number (“4.5”).',
      'School year must be one of the options (“Year 9”).',
    ]);
    expect(checkRow({ label: 'Row 4', cells: { Name: 'Cy', Age: 'ten' } }, matches, 'DMY').problems).toEqual([
      'Age must be a number (“ten”).',
    ]);
    expect(checkRow({ label: 'Row 5', cells: { Age: '31' } }, matches, 'DMY').problems).toEqual([
      'Age must be between 0 and 30 (“31”).',
    ]);
  });

  it('reports a row that is wrong as a whole', () => {
    expect(
      checkRow(
        { label: 'Item 2', cells: {}, problem: 'it is not an object of values by question name' },
        matches,
        'DMY',
      ).problems,
    ).toEqual(['It is not an object of values by question name.']);
  });
});

describe('previewImport: the preview the dialog shows', () => {
  it('maps the columns, converts each row and keeps the rows that fit, in file order', () => {
    const shown = preview(
      'children.csv',
      'Name,Date of birth,Age,Shoe size\nAnna,31/03/2019,5,28\nBen,2020-01-02,two,30\nCara,,1,\n',
    );
    expect(shown.kind).toBe('csv');
    expect(shown.columns.map((match) => [match.column, match.variable?.name ?? match.ignored])).toEqual([
      ['Name', 'Name'],
      ['Date of birth', 'Born'],
      ['Age', 'Age'],
      ['Shoe size', 'no question of that name'],
    ]);
    expect(shown.rows).toHaveLength(3);
    expect(shown.fitting).toEqual([
      { Name: 'Anna', Born: '2019-03-31', Age: 5 },
      { Name: 'Cara', Age: 1 },
    ]);
    expect(shown.problemRows).toEqual([
      {
        label: 'Row 3',
        item: { Name: 'Ben', Born: '2020-01-02', Age: 'two' },
        problems: ['Age must be a number (“two”).'],
      },
    ]);
  });

  it('reads dates in the workspace locale’s order', () => {
    expect(preview('kids.csv', 'Name,Born\nAnna,03/31/2019\n', 'en-US').fitting).toEqual([
      { Name: 'Anna', Born: '2019-03-31' },
    ]);
    expect(preview('kids.csv', 'Name,Born\nAnna,03/31/2019\n', 'en-GB').problemRows[0].problems).toEqual([
      'Date of birth must be a real date (“03/31/2019”).',
    ]);
  });

  it('imports JSON by variable name', () => {
    expect(preview('kids.json', '[{"Name":"Anna","Age":5,"Adopted":true,"Nicknames":["Annie"]}]').fitting).toEqual([
      { Name: 'Anna', Age: 5, Adopted: true, Nicknames: ['Annie'] },
    ]);
  });

  it('refuses a file with no rows, too many rows, no column naming a question, or that is not CSV or JSON', () => {
    expect(refusal('kids.csv', 'Name,Age\n')).toBe('kids.csv has no rows to import.');
    expect(refusal('kids.json', '[]')).toBe('kids.json has no rows to import.');
    const many = `Name\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, at) => `Kid ${at}`).join('\n')}`;
    expect(refusal('kids.csv', many)).toBe('kids.csv has 501 rows: import at most 500 at a time (split the file).');
    expect(refusal('kids.csv', `Name\n${Array.from({ length: IMPORT_MAX_ROWS }, () => 'x').join('\n')}`)).toBeNull();
    expect(refusal('kids.csv', 'Shoe size,Hat\n1,2\n')).toBe(
      'No column of kids.csv names a question here. Name the columns Name, Born, Age, School_Year, Adopted, Nicknames (or by their prompts).',
    );
    expect(refusal('kids.txt', 'Name\nAnna')).toBe('kids.txt is not a CSV or JSON file. Choose a .csv or .json file.');
    expect(refusal('kids.json', 'Name,Age')).toMatch(/^The file is not valid JSON/);
  });
});

describe('importedList', () => {
  it('adds after the items already listed, or replaces them', () => {
    expect(importedList([{ Name: 'Zed' }], [{ Name: 'Anna' }], 'add')).toEqual([{ Name: 'Zed' }, { Name: 'Anna' }]);
    expect(importedList([{ Name: 'Zed' }], [{ Name: 'Anna' }], 'replace')).toEqual([{ Name: 'Anna' }]);
  });
});
