import {
  chipLabel,
  encodeChips,
  isFilterComplete,
  MY_RECORDS_F,
  parseFilters,
  serverFilters,
  type FilterChip,
} from './record-filters';

describe('the filters of the query string f (002 §3 Filter, §5)', () => {
  it('reads filters of every kind back as chips', () => {
    const f = JSON.stringify([
      { key: 'status', c: 'is', v: 'Ok' },
      { key: 'created', c: 'range', dateStart: '2026-01-01', dateEnd: '2026-01-31' },
      { key: 'myrecords' },
    ]);
    const chips = parseFilters(f);
    expect(chips.map((chip) => chipLabel(chip))).toEqual([
      'Status is Ok',
      'Created range 2026-01-01 – 2026-01-31',
      'My records',
    ]);
    expect(serverFilters(chips)).toBe(f);
  });

  it("shows an unknown key as an 'Error' chip and leaves it out of the server's f", () => {
    const chips = parseFilters(
      JSON.stringify([
        { key: 'colour', c: 'is', v: 'red' },
        { key: 'status', c: 'not', v: 'Ok' },
      ]),
    );
    expect(chips.map((chip) => chipLabel(chip))).toEqual(['Error', 'Status not Ok']);
    expect(serverFilters(chips)).toBe(JSON.stringify([{ key: 'status', c: 'not', v: 'Ok' }]));
  });

  it("shows bad JSON, a non-array, a wrong operator and a missing value as 'Error'", () => {
    expect(parseFilters('[{"key":').map((chip) => chipLabel(chip))).toEqual(['Error']);
    expect(parseFilters('{"key":"status"}').map((chip) => chipLabel(chip))).toEqual(['Error']);
    expect(parseFilters('[{"key":"app","c":"is","v":"Letter"}]')[0].ok).toBe(false);
    expect(parseFilters('[{"key":"lastmod","c":"before"}]')[0].ok).toBe(false);
    expect(serverFilters(parseFilters('[{"key":'))).toBe('');
  });

  it('writes the chips back as they came, Error ones included, so a reload shows the same chips', () => {
    const f = JSON.stringify([{ key: 'nope' }, { key: 'app', c: 'include', v: 'Letter' }]);
    expect(encodeChips(parseFilters(f))).toBe(f);
    expect(encodeChips(parseFilters('not json'))).toBe('not json');
    expect(encodeChips([])).toBe('');
  });

  it("reads the my-records filter that links write, and refuses 'My records' with another operator", () => {
    expect(parseFilters(MY_RECORDS_F)).toEqual([{ ok: true, filter: { key: 'myrecords' } }]);
    expect(parseFilters('[{"key":"myrecords","c":"maybe"}]')[0].ok).toBe(false);
  });

  it('names users by their name in chips when it is known', () => {
    const chip: FilterChip = { ok: true, filter: { key: 'edited_by', c: 'is', v: 'u1' } };
    expect(chipLabel(chip, (id) => (id === 'u1' ? 'Ann Lee' : undefined))).toBe('Edited by is Ann Lee');
    expect(chipLabel(chip)).toBe('Edited by is u1');
  });
});

describe('Ok of the Filter by dialog (002 §5)', () => {
  it('needs a filter type', () => {
    expect(isFilterComplete({})).toBe(false);
  });

  it("needs nothing more for 'My records'", () => {
    expect(isFilterComplete({ key: 'myrecords' })).toBe(true);
  });

  it.each([
    ['edited_by', 'is', 'u1'],
    ['lastmod_by', 'not', 'u1'],
    ['status', 'is', 'Needs Updating'],
    ['app', 'include', 'Letter'],
    ['app', 'do not include', 'Letter'],
    ['lastmod', 'before', '2026-01-01'],
    ['app_lastmod', 'after', '2026-01-01'],
  ] as const)('%s %s needs its value', (key, c, v) => {
    expect(isFilterComplete({ key, c })).toBe(false);
    expect(isFilterComplete({ key, v })).toBe(false);
    expect(isFilterComplete({ key, c, v: ' ' })).toBe(false);
    expect(isFilterComplete({ key, c, v })).toBe(true);
  });

  it('refuses an operator of another kind of key, and a status that is not one of the four', () => {
    expect(isFilterComplete({ key: 'status', c: 'include', v: 'Ok' })).toBe(false);
    expect(isFilterComplete({ key: 'created', c: 'is', v: '2026-01-01' })).toBe(false);
    expect(isFilterComplete({ key: 'status', c: 'is', v: 'Fine' })).toBe(false);
  });

  it('needs both the start and the end of a range', () => {
    expect(isFilterComplete({ key: 'created', c: 'range', dateStart: '2026-01-01' })).toBe(false);
    expect(isFilterComplete({ key: 'created', c: 'range', dateEnd: '2026-01-31' })).toBe(false);
    expect(isFilterComplete({ key: 'created', c: 'range', dateStart: '2026-01-01', dateEnd: '2026-01-31' })).toBe(true);
  });
});
