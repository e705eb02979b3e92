import type { SentDocumentEvent } from './sent-document.events';

export interface SentDocumentState {
  sent: boolean;
}

export const initialSentDocumentState: SentDocumentState = { sent: false };

export function evolveSentDocument(_state: SentDocumentState, event: SentDocumentEvent): SentDocumentState {
  switch (event.type) {
    case 'ProviderDocumentSent':
      return { sent: true };
  }
}
