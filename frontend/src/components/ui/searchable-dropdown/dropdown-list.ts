/** The list logic of the searchable dropdown (002 §2.6, §9), apart from the widget so it can be specified. */

/** 002 §9: every row of the list is 36 px high. */
export const DROPDOWN_ROW_HEIGHT = 36;
/** 002 §2.6: what a row shows while its item is not loaded yet. */
export const LOADING_LABEL = 'Loading...';
/** Rows the open list shows before it scrolls. */
export const DROPDOWN_VISIBLE_ROWS = 8;
/** Rows drawn beyond the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 4;

export interface DropdownItem {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A list where `undefined` is an item not loaded yet (its place is known, its content is not). */
export type DropdownList = readonly (DropdownItem | undefined)[];

const folded = (text: string) => text.toLocaleLowerCase();

/**
 * The items whose label contains the search text (any case). Without search text every row stays, loading ones
 * included; with it only loaded items can match.
 */
export function filterItems(items: DropdownList, search: string): DropdownList {
  const query = folded(search.trim());
  if (query === '') return items;
  return items.filter((item) => item !== undefined && folded(item.label).includes(query));
}

const choosable = (item: DropdownItem | undefined): item is DropdownItem => item !== undefined && !item.disabled;

/**
 * Type-ahead: the row to make active for the search text — the first whose label starts with it, else the first
 * that contains it, else the first choosable row; -1 when none can be chosen.
 */
export function typeAheadIndex(items: DropdownList, search: string): number {
  const query = folded(search.trim());
  if (query !== '') {
    const starts = items.findIndex((item) => choosable(item) && folded(item.label).startsWith(query));
    if (starts >= 0) return starts;
    const contains = items.findIndex((item) => choosable(item) && folded(item.label).includes(query));
    if (contains >= 0) return contains;
  }
  return items.findIndex(choosable);
}

/**
 * The active row after moving `by` rows (arrows ±1, Page keys ±a screen, Home/End ±Infinity): loading and
 * disabled rows are stepped over, and the move stops at the ends rather than wrapping.
 */
export function stepActive(items: DropdownList, active: number, by: number): number {
  const direction = by < 0 ? -1 : 1;
  const target = Math.max(0, Math.min(items.length - 1, active < 0 && by > 0 ? by - 1 : active + by));
  for (let index = target; index >= 0 && index < items.length; index += direction) {
    if (choosable(items[index])) return index;
  }
  // Nothing choosable that way: look back toward where we came from.
  for (let index = target - direction; index >= 0 && index < items.length; index -= direction) {
    if (choosable(items[index])) return index;
  }
  return -1;
}

/** The rows to draw for a scroll position: those in view plus a few either side. */
export function visibleWindow(
  scrollTop: number,
  viewportHeight: number,
  count: number,
  rowHeight = DROPDOWN_ROW_HEIGHT,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + OVERSCAN);
  return { first, last: Math.max(first, last) };
}

/** The scroll position that shows row `index` whole, moving as little as possible. */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight = DROPDOWN_ROW_HEIGHT,
) {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}
