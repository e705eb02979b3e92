import { importFileKind, jsonRows, NOT_JSON_ROWS } from './import-file';

describe('the file an import takes', () => {
  it('is a .csv or a .json file, by its name', () => {
    expect(importFileKind('Clients.CSV')).toBe('csv');
    expect(importFileKind('rows.json')).toBe('json');
    expect(importFileKind('rows.xlsx')).toBeNull();
    expect(importFileKind('csv')).toBeNull();
  });

  it('wraps a single JSON object into an array, and keeps an array as it is', () => {
    expect(jsonRows('{"Name":"Ann"}')).toEqual([{ Name: 'Ann' }]);
    expect(jsonRows('\uFEFF[{"Name":"Ann"},{"Name":"Bob"}]')).toEqual([{ Name: 'Ann' }, { Name: 'Bob' }]);
  });

  it('refuses JSON that is not rows, and text that is not JSON', () => {
    expect(() => jsonRows('42')).toThrow(NOT_JSON_ROWS);
    expect(() => jsonRows('{"Name":')).toThrow(/^The file is not valid JSON/);
  });
});
