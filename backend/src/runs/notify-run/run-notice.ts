import type { MailMessage } from '../../shared/mail/mail.port';

export interface RunNoticeFacts {
  workspaceLabel: string;
  appLabel: string;
  recordName: string;
  /** Who finished the app; null when unknown (a deleted user). */
  byName: string | null;
  /** The documents' file names, in run order. */
  documents: readonly string[];
  /** The run's instructions and downloads page; the reader signs in there, so no file link works without access. */
  documentsUrl: string;
}

/** Mail subjects stay on one line in every client. */
const MAX_SUBJECT = 150;

/**
 * The mail a notification group member gets when a run completes (issue 16 "Notifications"): what was finished, on
 * which record, by whom, the documents by name, and one link to the documents page. The link goes to the page
 * rather than to each file because downloads need a signed-in member of the workspace.
 */
export function runNotice(to: string, facts: RunNoticeFacts): MailMessage {
  const who = facts.byName ? `${facts.byName} finished` : 'Someone finished';
  const subject = `${facts.appLabel} finished on ${facts.recordName}`.slice(0, MAX_SUBJECT);
  const list = facts.documents.length
    ? `The documents:\n${facts.documents.map((name) => `- ${name}`).join('\n')}`
    : 'The app made no documents this time.';
  const text =
    `${who} ${facts.appLabel} on ${facts.recordName} in ${facts.workspaceLabel}.\n\n${list}\n\n` +
    `Open the documents: ${facts.documentsUrl}\n\n` +
    'You get this message because you are in the notification group of this app on its catalog.';
  return { to, subject, text, links: [{ label: 'Open the documents', url: facts.documentsUrl }] };
}

/** The instructions and downloads page of a run's app on its record. */
export function documentsPageUrl(origin: string, tenant: string, catalog: string, recordId: string, app: string) {
  const part = encodeURIComponent;
  return `${origin.replace(/\/+$/, '')}/${part(tenant)}/${part(catalog)}/${part(recordId)}/${part(app)}/documents`;
}
