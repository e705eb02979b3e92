import { createHash } from 'node:crypto';
import { defineStream } from '../shared/event-sourcing/define-stream';
import type { StorageProvider } from './provider-rules';
import { SENT_DOCUMENT_EVENTS } from './sent-document.events';
import { evolveSentDocument, initialSentDocumentState } from './sent-document.state';

/** A document the workspace sent, found by what its link route is given (a path for OneDrive, else an id). */
export const SentDocumentStream = defineStream({
  category: 'sentdocument',
  events: SENT_DOCUMENT_EVENTS,
  initial: initialSentDocumentState,
  evolve: evolveSentDocument,
});

/** Hashed: a path may hold any character and be long; stream ids may not. */
export const sentDocumentKey = (provider: StorageProvider, idOrPath: string) =>
  createHash('sha256').update(`${provider}:${idOrPath}`).digest('hex');
