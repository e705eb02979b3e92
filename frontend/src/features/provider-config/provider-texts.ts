/** The providers whose settings pages this feature draws. */
export type ProviderSlug = 'netdocuments' | 'onedrive' | 'clio' | 'filevine';

export interface ProviderTexts {
  label: string;
  /** What connecting does, in a sentence. */
  purpose: string;
  /** Where the administrator registers the application and what it needs. */
  register: string;
  /** What the workspace does with the connection, said once it is connected. */
  connectedUse: string;
  /**
   * Filevine: no authorize page and no redirect URI; the administrator also gives a Personal Access Token, which the
   * server exchanges for access tokens.
   */
  connectsWithToken?: boolean;
}

export const PROVIDER_TEXTS: Record<ProviderSlug, ProviderTexts> = {
  onedrive: {
    label: 'OneDrive',
    purpose: 'Apps that send their documents to OneDrive save them in folders of the connected account.',
    register:
      'Register an application in the Microsoft Entra admin center (platform "Web") with the redirect URI below, ' +
      'the delegated permissions Files.ReadWrite and offline_access, and a client secret.',
    connectedUse: 'Apps can now send their documents there.',
  },
  clio: {
    label: 'Clio',
    purpose: "Apps that send their documents to Clio file them in the matter named by the template's profile.",
    register:
      'Create an application in the Clio developer portal with the redirect URI below and the Documents ' +
      '(read and write) and Users (read) permissions.',
    connectedUse: "Apps can now send their documents there, and queries can read Clio's matters and contacts.",
  },
  netdocuments: {
    label: 'NetDocuments',
    purpose:
      "Apps that send their documents to NetDocuments store them in the cabinet or folder of the template's nd: profile.",
    register:
      'Register a web application client in the NetDocuments developer portal with the redirect URI below and the "full" scope.',
    connectedUse: 'Apps can now send their documents there.',
  },
  filevine: {
    label: 'Filevine',
    purpose: "Queries read Filevine's projects and contacts, so apps can offer them as answers.",
    register:
      "In Filevine's Account Manager (Access Tokens), request a client id and secret under Client Secrets and " +
      'create a personal access token for a service account with the permissions the queries need.',
    connectedUse: "Queries can now read Filevine's projects and contacts.",
    connectsWithToken: true,
  },
};

/**
 * What the provider's redirect back said (`?connected=1` or `?connectError=denied|refused|unavailable`). Only a code
 * travels in the address — anyone can build one — so the words are the page's own, never text from the URL.
 */
export type CallbackOutcome = { kind: 'connected' } | { kind: 'error'; message: string } | null;

const CONNECT_ERRORS: Record<string, (label: string, withToken: boolean) => string> = {
  denied: (label) => `${label} did not grant access. Connect again and allow access at ${label}.`,
  refused: (label, withToken) =>
    withToken
      ? `${label} refused the connection. Check the client id, the secret and the personal access token, then connect again.`
      : `${label} refused the connection. Check the client id and secret, and the redirect URI registered at ${label}, then connect again.`,
  unavailable: (label) => `${label} could not be reached. Try connecting again in a moment.`,
};

export function callbackOutcome(search: string, label: string, withToken = false): CallbackOutcome {
  const query = new URLSearchParams(search);
  const code = query.get('connectError');
  if (code !== null) {
    const text = Object.hasOwn(CONNECT_ERRORS, code) ? CONNECT_ERRORS[code] : CONNECT_ERRORS.refused;
    return { kind: 'error', message: text(label, withToken) };
  }
  if (query.get('connected') === '1') return { kind: 'connected' };
  return null;
}

/** '2026-11-25T22:40:00.000Z' → a date and time in the reader's locale; '' for none. */
export function connectedSince(iso: string | null, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
