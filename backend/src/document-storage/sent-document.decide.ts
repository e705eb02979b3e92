import type { SentDocumentEvent } from './sent-document.events';
import type { SentDocumentState } from './sent-document.state';
import type { StorageProvider } from './provider-rules';

/** Remember a document sent; sending to the same place again (a retry) is remembered once. */
export function decideRecordSent(
  command: { provider: StorageProvider; id: string; path: string | null },
  state: SentDocumentState,
): SentDocumentEvent[] {
  if (state.sent) return [];
  return [{ type: 'ProviderDocumentSent', data: command }];
}
