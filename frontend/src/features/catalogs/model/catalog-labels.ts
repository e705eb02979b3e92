/** 002 §2.2: the create-record label's placeholder. */
export const CREATE_RECORD_PLACEHOLDER = 'Create record';
/** 002 §2.2, §9: the global info label's placeholder (the default label 'Global Info'). */
export const GLOBAL_INFO_PLACEHOLDER = 'Global Info';

/**
 * 002 §2.2: the plural label's placeholder, derived from the name — the name as words (`Client_matters` and
 * `ClientMatters` → `Client matters`), which is what the lists show while the label is empty.
 */
export function pluralLabelPlaceholder(name: string): string {
  const words = name
    .replace(/_+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}
