import type { AuthContext } from '../shared/auth/auth-context';
import { DomainError } from '../shared/domain/domain-error';

export const EXTERNAL_DOCS_HIDDEN =
  "This app does not show its documents to external users: the workspace keeps them (the app's showDocs is off).";

/**
 * An app whose "Show documents" (`showDocs`, 001 §3 App) is off keeps its documents from external users: the portal
 * shows them the instructions only (INTERVIEW.md §9), and the server refuses the result and the downloads too, so
 * hiding is not left to the browser. Workspace users are never refused here.
 */
export function assertExternalMaySeeDocuments(auth: AuthContext, app: object | null | undefined): void {
  if (auth.isExternal && (app as { showDocs?: unknown } | null | undefined)?.showDocs !== true)
    throw new DomainError('forbidden', EXTERNAL_DOCS_HIDDEN);
}
