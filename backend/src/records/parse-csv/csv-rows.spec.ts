import { DomainError } from '../../shared/domain/domain-error';
import { detectDelimiter, looksBinary, readCsvText, type CsvTable } from './csv-rows';

const rowsOf = async (table: CsvTable) => {
  const rows = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
};

describe('reading CSV as people write it', () => {
  it('reads a header and rows', async () => {
    const table = await readCsvText('Name,Age\nAnn,31\nBob,42\n');
    expect(table.columns).toEqual(['Name', 'Age']);
    expect(await rowsOf(table)).toEqual([
      { row: 2, cells: ['Ann', '31'] },
      { row: 3, cells: ['Bob', '42'] },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', async () => {
    const table = await readCsvText('Name,Note\n"Smith, Ann","She said ""hi""\nand left"\nBob,plain\n');
    expect(await rowsOf(table)).toEqual([
      { row: 2, cells: ['Smith, Ann', 'She said "hi"\nand left'] },
      { row: 3, cells: ['Bob', 'plain'] },
    ]);
  });

  it('drops a UTF-8 byte order mark, so the first column keeps its name', async () => {
    const table = await readCsvText('\uFEFFName,City\nÉmile,Zürich\n');
    expect(table.columns).toEqual(['Name', 'City']);
    expect((await rowsOf(table))[0].cells).toEqual(['Émile', 'Zürich']);
  });

  it('reads CRLF line ends', async () => {
    const table = await readCsvText('Name,Age\r\nAnn,31\r\nBob,42\r\n');
    expect(await rowsOf(table)).toEqual([
      { row: 2, cells: ['Ann', '31'] },
      { row: 3, cells: ['Bob', '42'] },
    ]);
  });

  it('detects semicolons (European Excel) and tabs as separators from the header line', async () => {
    expect(detectDelimiter('Name;Price;Note\n"a,b";1,5;x')).toBe(';');
    expect(detectDelimiter('Name\tPrice\nx\t1')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('Name\n')).toBe(',');
    const table = await readCsvText('Name;Price\n"Smith, Ann";1,5\n');
    expect(table.columns).toEqual(['Name', 'Price']);
    expect((await rowsOf(table))[0].cells).toEqual(['Smith, Ann', '1,5']);
  });

  it('skips blank lines and rows of empty cells without counting them', async () => {
    const table = await readCsvText('Name,Age\n\nAnn,31\n,\n\nBob,42\n');
    expect((await rowsOf(table)).map((row) => row.cells[0])).toEqual(['Ann', 'Bob']);
  });

  it('gives rows with more cells than the header, for the import to refuse with its reason', async () => {
    const table = await readCsvText('Name,Age\nAnn,31,extra\n');
    expect(await rowsOf(table)).toEqual([{ row: 2, cells: ['Ann', '31', 'extra'] }]);
  });

  it('trims header names and refuses an empty or repeated one', async () => {
    expect((await readCsvText(' Name , Age \n')).columns).toEqual(['Name', 'Age']);
    await expect(readCsvText('Name,,Age\n')).rejects.toThrow('Column 2 of the header has no name');
    await expect(readCsvText('Name,NAME\n')).rejects.toThrow('The header names the column "NAME" twice.');
  });

  it('refuses an empty file', async () => {
    await expect(readCsvText('')).rejects.toThrow('The CSV file is empty');
  });

  it('refuses a broken quote with the line it is on', async () => {
    const error = await readCsvText('Name,Note\nAnn,ok\nBob,"never closed\n')
      .then(rowsOf)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as Error).message).toMatch(/^The CSV file could not be read at line \d+: /);
  });

  it('tells a binary file from text by its bytes', () => {
    expect(looksBinary(Buffer.from('Name,Age\r\nAnn,31\n\tx', 'utf8'))).toBe(false);
    expect(looksBinary(Buffer.from('Émile,Zürich,東京', 'utf8'))).toBe(false);
    expect(looksBinary(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(looksBinary(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(true);
    // Latin-1 bytes are not UTF-8: the file must be saved as UTF-8.
    expect(looksBinary(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9]))).toBe(true);
  });
});
