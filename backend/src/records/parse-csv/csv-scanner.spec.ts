import { CsvScanner, CsvSyntaxError } from './csv-scanner';

/** The records of a text fed `size` characters at a time, as a file read in chunks is. */
function scan(text: string, size = text.length || 1, separator = ','): string[][] {
  const scanner = new CsvScanner(separator);
  const records: string[][] = [];
  for (let at = 0; at < text.length; at += size) records.push(...scanner.push(text.slice(at, at + size), false));
  records.push(...scanner.push('', true));
  return records;
}

function failure(text: string, size?: number): CsvSyntaxError {
  try {
    scan(text, size);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(text)} was read without an error`);
}

describe('scanning CSV text into records', () => {
  const tricky =
    '\uFEFFName,Note,Age\r\n"Smith, Ann","She said ""hi""\r\nand left",31\r\n\r\nBob,,42\r\n"",x,\r\nÉmile,"a""",7';

  it('reads quoted separators, doubled quotes and line breaks, and skips empty lines', () => {
    expect(scan(tricky)).toEqual([
      ['Name', 'Note', 'Age'],
      ['Smith, Ann', 'She said "hi"\r\nand left', '31'],
      ['Bob', '', '42'],
      ['', 'x', ''],
      ['Émile', 'a"', '7'],
    ]);
  });

  it('reads the same records however the text is cut into chunks', () => {
    for (let size = 1; size <= 9; size++) expect(scan(tricky, size)).toEqual(scan(tricky));
  });

  it('ends records with the first line end the file uses; another kind inside a record is text', () => {
    expect(scan('a,b\nc\r,d\n')).toEqual([
      ['a', 'b'],
      ['c\r', 'd'],
    ]);
    expect(scan('a,b\rc,d\r', 1)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(scan('a;b\n', 2, ';')).toEqual([['a', 'b']]);
  });

  it('keeps a byte order mark that is not at the start of the file', () => {
    expect(scan('a\n\uFEFFb\n')).toEqual([['a'], ['\uFEFFb']]);
  });

  it('refuses a quote never closed at the line it opens on', () => {
    const error = failure('Name,Age\nAnn,1\n"Bob,2\n');
    expect(error.line).toBe(3);
    expect(error.message).toBe('a quoted field starts on this line and its closing quote is missing');
    expect(failure('Name,Age\nAnn,1\n"Bob,2\n', 1).line).toBe(3);
  });

  it('refuses text after a closing quote, and a quote inside an unquoted field, at their lines', () => {
    const afterQuote = failure('a,b\n"x\ny"z,1\n');
    expect(afterQuote.line).toBe(3);
    expect(afterQuote.message).toBe('a closing quote is followed by "z" instead of the separator or the line\'s end');
    const inside = failure('a,b\nc,d"e\n');
    expect(inside.line).toBe(2);
    expect(inside.message).toMatch(/^a quote inside the unquoted field "d\\"": quote the whole field/);
  });
});
