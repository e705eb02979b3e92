import type { AppResult, ResultFile } from './app-result.types';
import type { Crumb } from './breadcrumbs';
import { isRetrying, isSending } from './document-delivery';

/** 002 §2.3 / §9: the result is re-checked every second while the run is In Progress. */
export const RESULT_POLL_MS = 1000;

/**
 * While a document waits for the provider's retry (30 s, then minutes): often enough that the person watching sees
 * the outcome without reloading, seldom enough that an open page costs the server nothing.
 */
export const RETRY_POLL_MS = 15_000;

/**
 * How often to re-read the app result: every second while assembling or sending a document, every 15 s while a
 * document waits for its retry, else not at all.
 */
export const resultRefetchInterval = (
  result: (Pick<AppResult, 'status'> & { files: readonly Pick<ResultFile, 'sending'>[] }) | undefined,
): number | false => {
  if (result?.status === 'In Progress' || isSending(result)) return RESULT_POLL_MS;
  return isRetrying(result) ? RETRY_POLL_MS : false;
};

/** A file size as people read it: bytes, KB, MB (base 1024, one decimal under 10). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}

/** The zip's name when the server gives none: the app's label (002 §2.3, "a zip named after the app"). */
export const zipNameOf = (appLabel: string) => `${appLabel.trim() || 'Documents'}.zip`;

/** The documents page of an app on a record, next to its interview route. */
export const documentsPath = (tenancy: string, catalog: string, recordId: string, app: string) =>
  `${interviewPath(tenancy, catalog, recordId, app)}/documents`;

export const interviewPath = (tenancy: string, catalog: string, recordId: string, app: string) =>
  `/${tenancy}/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}/${encodeURIComponent(app)}`;

/**
 * What the page's live region says of the result, so a screen reader hears the run end without the whole list
 * being read out: nothing before the first answer.
 */
export function resultAnnouncement(result: Pick<AppResult, 'status' | 'files'> | undefined): string {
  if (!result) return '';
  switch (result.status) {
    case 'In Progress':
      return 'Assembling your documents…';
    case 'Ok':
      return result.files.length === 1 ? '1 document ready.' : `${result.files.length} documents ready.`;
    case 'Failed':
      return 'The documents could not be assembled.';
    case 'Out of date':
      return 'Documents are out of date.';
    case 'Not run':
      return 'Not run.';
  }
}

/** The app route's crumbs with this page after them: the app's crumb leads back to its interview. */
export function documentsCrumbs(appCrumbs: readonly Crumb[], interview: string): Crumb[] {
  const crumbs = appCrumbs.map((crumb, index) =>
    index === appCrumbs.length - 1 ? { ...crumb, href: interview } : crumb,
  );
  return [...crumbs, { label: 'Documents' }];
}
