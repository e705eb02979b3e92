import { parseRecordFilters, parseRecordSort } from './records-filter';

const parse = (filters: unknown) => parseRecordFilters(JSON.stringify(filters), 'me');

describe('the catalogue’s filters (f) as conditions on the records read model', () => {
  it('reads each key with its operators (002 §5)', () => {
    expect(parse([{ key: 'myrecords' }])).toEqual({ createdBy: 'me' });
    expect(parse([{ key: 'edited_by', c: 'is', v: 'U1' }])).toEqual({ editors: { contains: '|u1|' } });
    expect(parse([{ key: 'edited_by', c: 'not', v: 'u1' }])).toEqual({ editors: { notContains: '|u1|' } });
    expect(parse([{ key: 'lastmod_by', c: 'not', v: 'u1' }])).toEqual({ lastModifiedBy: { ne: 'u1' } });
    expect(parse([{ key: 'status', c: 'is', v: 'In Progress' }])).toEqual({ status: 'In Progress' });
    expect(parse([{ key: 'app', c: 'include', v: 'Letter' }])).toEqual({ appTokens: { contains: '|letter|' } });
    expect(parse([{ key: 'app', c: 'do not include', v: 'Letter' }])).toEqual({
      appTokens: { notContains: '|letter|' },
    });
    expect(parse([{ key: 'created', dateStart: '2026-01-01', dateEnd: '2026-01-31' }])).toEqual({
      createdAt: { gt: '', gte: '2026-01-01T00:00:00.000Z', lt: '2026-02-01T00:00:00.000Z' },
    });
    expect(parse([{ key: 'lastmod', c: 'before', v: '2026-03-01' }])).toEqual({
      date: { gt: '', lt: '2026-03-01T00:00:00.000Z' },
    });
    expect(parse([{ key: 'app_lastmod', c: 'after', v: '2026-03-01' }])).toEqual({
      appLastModified: { gt: '', gte: '2026-03-02T00:00:00.000Z' },
    });
  });

  it('requires every filter to hold, two on one field included', () => {
    expect(
      parse([
        { key: 'status', c: 'not', v: 'Ok' },
        { key: 'status', c: 'not', v: 'In Progress' },
        { key: 'myrecords' },
      ]),
    ).toEqual({
      status: { ne: 'Ok' },
      or: [{ status: { ne: 'In Progress' }, or: [{ createdBy: 'me' }] }],
    });
    expect(parseRecordFilters(undefined, 'me')).toEqual({});
    expect(parseRecordFilters('[]', 'me')).toEqual({});
  });

  it('refuses bad JSON, unknown keys, wrong operators and missing values with a clear message', () => {
    expect(() => parseRecordFilters('[{', 'me')).toThrow(/f must be a JSON array of filters.*it is not JSON/);
    expect(() => parseRecordFilters('{"key":"status"}', 'me')).toThrow(/f must be a JSON array/);
    expect(() => parse([{ key: 'colour', c: 'is', v: 'x' }])).toThrow(
      'Unknown filter key "colour": use one of myrecords, edited_by, lastmod_by, created, status, lastmod, app, app_lastmod.',
    );
    expect(() => parse([{ key: 'status', c: 'include', v: 'Ok' }])).toThrow(
      "The status filter takes the operator c 'is', 'not'; got \"include\".",
    );
    expect(() => parse([{ key: 'status', c: 'is', v: 'Done' }])).toThrow(/status filter needs a value v among 'Ok'/);
    expect(() => parse([{ key: 'edited_by', c: 'is' }])).toThrow(/edited_by filter needs a value v/);
    expect(() => parse([{ key: 'created', c: 'range', dateStart: '2026-01-01' }])).toThrow(
      /needs both dateStart and dateEnd/,
    );
    expect(() => parse([{ key: 'created', c: 'before', v: 'yesterday' }])).toThrow(/created filter needs a date v/);
    expect(() => parse(['status'])).toThrow(/Each filter of f is an object/);
  });

  it('sorts by last modified, newest first, unless told otherwise', () => {
    expect(parseRecordSort(undefined)).toEqual({ field: 'date', direction: 'desc' });
    expect(parseRecordSort('app:asc')).toEqual({ field: 'nameLower', direction: 'asc' });
    expect(() => parseRecordSort('size:asc')).toThrow(/sort must be date:asc/);
  });
});
