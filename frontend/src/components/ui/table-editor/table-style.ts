/**
 * 002 §4 and §9: how rows are selected — by their index number or by a checkbox — remembered in the browser as
 * `tableStyle`, by index unless chosen otherwise.
 */
export type TableStyle = 'index' | 'checkbox';

export const TABLE_STYLE_KEY = 'tableStyle';
export const DEFAULT_TABLE_STYLE: TableStyle = 'index';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export function loadTableStyle(storage: KeyValue | undefined): TableStyle {
  try {
    const stored = storage?.getItem(TABLE_STYLE_KEY);
    return stored === 'checkbox' || stored === 'index' ? stored : DEFAULT_TABLE_STYLE;
  } catch {
    // Storage refused (private mode, blocked cookies): the default serves.
    return DEFAULT_TABLE_STYLE;
  }
}

export function saveTableStyle(storage: KeyValue | undefined, style: TableStyle): void {
  try {
    storage?.setItem(TABLE_STYLE_KEY, style);
  } catch {
    // Not remembered this time; the choice still applies to the page.
  }
}
