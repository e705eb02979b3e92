import {
  filterItems,
  scrollToShow,
  stepActive,
  typeAheadIndex,
  visibleWindow,
  type DropdownItem,
  type DropdownList,
} from './dropdown-list';

const item = (label: string, disabled = false): DropdownItem => ({ value: label.toLowerCase(), label, disabled });
const models: DropdownList = [item('Address'), item('Client'), item('Destination'), item('Origin'), item('Person')];

describe('filterItems', () => {
  it('keeps the items whose label contains the search text, in any case', () => {
    expect(filterItems(models, 'ti').map((found) => found?.label)).toEqual(['Destination']);
    expect(filterItems(models, 'RS').map((found) => found?.label)).toEqual(['Person']);
    expect(filterItems(models, '  o  ').map((found) => found?.label)).toEqual(['Destination', 'Origin', 'Person']);
  });

  it('without search text keeps every row, loading ones included; with it, only loaded ones can match', () => {
    const partly: DropdownList = [item('Ann'), undefined, undefined];
    expect(filterItems(partly, '')).toBe(partly);
    expect(filterItems(partly, 'a')).toEqual([item('Ann')]);
  });
});

describe('typeAheadIndex', () => {
  it('prefers a label starting with the text, then one containing it', () => {
    expect(typeAheadIndex(models, 'o')).toBe(3);
    expect(typeAheadIndex(models, 'rig')).toBe(3);
    expect(typeAheadIndex(models, 'cl')).toBe(1);
  });

  it('falls back to the first choosable row, skipping loading and disabled ones', () => {
    expect(typeAheadIndex([undefined, item('A', true), item('B')], 'zz')).toBe(2);
    expect(typeAheadIndex([item('Ann', true), item('Anna')], 'ann')).toBe(1);
    expect(typeAheadIndex([undefined, undefined], '')).toBe(-1);
  });
});

describe('stepActive', () => {
  const list: DropdownList = [item('A'), undefined, item('C', true), item('D'), item('E')];

  it('moves by rows, stepping over loading and disabled ones', () => {
    expect(stepActive(list, 0, 1)).toBe(3);
    expect(stepActive(list, 3, -1)).toBe(0);
    expect(stepActive(list, 3, 1)).toBe(4);
  });

  it('stops at the ends instead of wrapping; Home and End go to the first and last choosable row', () => {
    expect(stepActive(list, 4, 1)).toBe(4);
    expect(stepActive(list, 0, -1)).toBe(0);
    expect(stepActive(list, 3, -Infinity)).toBe(0);
    expect(stepActive(list, 0, Infinity)).toBe(4);
    expect(stepActive([item('A'), undefined], 0, Infinity)).toBe(0);
  });

  it('with nothing active, Down goes to the first choosable row', () => {
    expect(stepActive(list, -1, 1)).toBe(0);
    expect(stepActive([undefined, item('B')], -1, 1)).toBe(1);
    expect(stepActive([undefined, undefined], -1, 1)).toBe(-1);
  });
});

describe('windowing', () => {
  it('draws the rows in view plus a few either side, never beyond the list', () => {
    // 36 px rows, 288 px (8 rows) of view scrolled to row 100.
    expect(visibleWindow(3600, 288, 10_000)).toEqual({ first: 96, last: 112 });
    expect(visibleWindow(0, 288, 10_000)).toEqual({ first: 0, last: 12 });
    expect(visibleWindow(0, 288, 3)).toEqual({ first: 0, last: 3 });
    expect(visibleWindow(0, 288, 0)).toEqual({ first: 0, last: 0 });
  });

  it('scrolls as little as needed to show the active row whole', () => {
    expect(scrollToShow(20, 0, 288)).toBe(20 * 36 + 36 - 288);
    expect(scrollToShow(2, 360, 288)).toBe(72);
    expect(scrollToShow(11, 360, 288)).toBe(360);
  });
});
