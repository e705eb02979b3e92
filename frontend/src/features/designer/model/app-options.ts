/**
 * 001 §2–§3 App editor rules that are not layout: which sections show, what clearing a choice clears, and the
 * completion addresses an external user is sent to.
 */

/** 001 §2: external-user options appear only when registration is enabled and the `extUsers` add-on is on. */
export const showsExternalOptions = (registration: boolean, addons: readonly string[]): boolean =>
  registration && addons.includes('extUsers');

/** 001 §2: 'enable for all catalogs' shows only when the model is used in more than one catalog. */
export const showsEnableForAllCatalogs = (catalogsUsingModel: number): boolean => catalogsUsingModel > 1;

/** The LABEL's placeholder: the name as words (`Engagement_letter` → `Engagement letter`). */
export const appLabelPlaceholder = (name: string): string =>
  name
    .replace(/_+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();

/**
 * Choosing no source for the app's data also clears the choices that only mean something with one, so that a
 * later source does not start with settings nobody saw; likewise for the link.
 */
export function dataSelectionChange(property: 'selectFrom' | 'linkedQuery', value: string | null) {
  if (value !== null) return { [property]: value };
  return property === 'selectFrom'
    ? { selectFrom: null, selectOnce: null, autoSelect: null }
    : { linkedQuery: null, autoLink: null, isLink: null };
}

export const COMPLETION_URL_PROBLEM = 'Enter a full web address, starting with https:// or http://.';

/**
 * Not in the seed: the completion and exit addresses are where the product sends an external user's browser, so
 * only web addresses are taken — a `javascript:` or `data:` address would run in the portal (the same rule as
 * markdown links, 001 §5).
 */
export function completionUrlProblem(url: unknown): string | null {
  if (url === undefined || url === null || url === '') return null;
  if (typeof url !== 'string') return COMPLETION_URL_PROBLEM;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : COMPLETION_URL_PROBLEM;
  } catch {
    return COMPLETION_URL_PROBLEM;
  }
}
