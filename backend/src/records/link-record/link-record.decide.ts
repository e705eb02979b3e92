import type { RecordEvent, RecordLink } from '../record.events';
import type { RecordState } from '../record.state';
import { RECORD_DELETED, recordNotFound } from '../save-record/save-record.decide';
import { conflict, invalid } from '../../shared/domain/domain-error';

export interface LinkRecord {
  recordId: string;
  link: RecordLink;
  /** The app whose 'LINK record TO...' linked it. */
  app?: string;
}

const sameLink = (a: RecordLink | null, b: RecordLink) =>
  a !== null &&
  a.query === b.query &&
  a.provider === b.provider &&
  a.source === b.source &&
  a.id === b.id &&
  a.name === b.name &&
  (a.back ?? false) === (b.back ?? false);

export const cannotLinkToItself = 'A record cannot be linked to itself.';

/**
 * An app links a record to one query item (001 §3 App `linkedQuery`): a new link replaces the one before; the same
 * link again writes nothing (so opening the interview again with 'Link automatically' does not grow the stream).
 */
export function decideLinkRecord(command: LinkRecord, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  if (state.deleted) throw conflict(RECORD_DELETED);
  const { recordId, link, app } = command;
  if (link.provider === RECORDS_PROVIDER && link.id === recordId) throw invalid(cannotLinkToItself);
  if (sameLink(state.link, link)) return [];
  return [{ type: 'RecordLinked', data: { recordId, link, ...(app ? { app } : {}) } }];
}

/** The product's own catalogs as a query provider (the queries context's DOCAUTO_PROVIDER): a link to one of its records. */
export const RECORDS_PROVIDER = 'docauto';

/**
 * 'Bidirectional link' (001 §3 App `isLink`): the linked record gets a link back to the record that linked it,
 * unless it already links to it, or links elsewhere by a link someone chose there (that is not overwritten by a back
 * link; an older back link is replaced by the newer one).
 */
export function decideLinkBack(
  command: { recordId: string; to: { catalog: string; recordId: string; name: string }; app?: string },
  state: RecordState,
): RecordEvent[] {
  if (!state.exists || state.deleted) throw recordNotFound(command.recordId);
  const current = state.link;
  if (current && current.provider === RECORDS_PROVIDER && current.id === command.to.recordId) return [];
  if (current && current.back !== true) return [];
  const link: RecordLink = {
    query: '',
    provider: RECORDS_PROVIDER,
    source: command.to.catalog,
    id: command.to.recordId,
    name: command.to.name,
    back: true,
  };
  return decideLinkRecord({ recordId: command.recordId, link, app: command.app }, state);
}
