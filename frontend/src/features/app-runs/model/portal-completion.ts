import type { PortalSettings } from './interview.types';

/**
 * An address the portal may send a person's whole window to: an absolute http(s) URL. A `javascript:` address
 * would run in the workspace's origin with the person's session, and `data:` or a relative path would leave them
 * on a page the author did not mean; such a value falls back to the instructions page (docs/decisions.md §20).
 */
export function portalUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where an external user goes after Finish (INTERVIEW §9). */
export type PortalCompletion =
  | { kind: 'leave'; url: string }
  | {
      kind: 'page';
      instructions: string;
      /** The documents are listed (showDocs) and there is a run to list. */
      showDocs: boolean;
      /** The completion URL was set but is not one the portal may go to. */
      refusedUrl: boolean;
    };

export function portalCompletion(settings: PortalSettings, ranDocuments: boolean): PortalCompletion {
  const url = settings.useURLs ? portalUrl(settings.completionURL) : null;
  if (url) return { kind: 'leave', url };
  return {
    kind: 'page',
    instructions: settings.instructions,
    showDocs: settings.showDocs && ranDocuments,
    refusedUrl: settings.useURLs && settings.completionURL.trim() !== '',
  };
}

/** The Exit button's address: only with useURLs and an exit URL the portal may go to. */
export const portalExitUrl = (settings: PortalSettings | undefined): string | null =>
  settings?.useURLs ? portalUrl(settings.exitURL) : null;
