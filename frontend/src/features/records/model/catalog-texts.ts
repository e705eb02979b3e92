/** 002 §2.1, §9: the create button's label when the catalog has none. */
export const DEFAULT_CREATE_LABEL = 'CREATE RECORD';
/** 002 §2.1, §9: the Global Info dropdown's label when the catalog has none. */
export const DEFAULT_GLOBAL_LABEL = 'Global Info';

/**
 * A catalog's plural label, or its name as words while it has none (`Client_matters` and `ClientMatters` →
 * `Client matters`), as the catalog administration's placeholder shows it (docs/records.md "A catalog's settings").
 */
export function catalogTitle(catalog: { name: string; label?: string }): string {
  if (catalog.label?.trim()) return catalog.label.trim();
  const words = catalog.name
    .replace(/_+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}

export const createLabelOf = (catalog: { recordLabel?: string }) => catalog.recordLabel?.trim() || DEFAULT_CREATE_LABEL;
export const globalLabelOf = (catalog: { globalLabel?: string }) => catalog.globalLabel?.trim() || DEFAULT_GLOBAL_LABEL;
