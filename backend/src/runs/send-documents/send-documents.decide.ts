import { conflict, invalid, notFound } from '../../shared/domain/domain-error';
import type { RunEvent, SendProvider } from '../run.events';
import type { RunState } from '../run.state';
import { runNotFound } from '../run-rules';

export const runNotCompleted = (runId: string) =>
  `The run ${runId} has not completed: only a completed run's documents are sent.`;
export const noSuchDocument = (runId: string, index: number) => `The run ${runId} has no document ${index}.`;

export interface RequestSend {
  runId: string;
  provider: SendProvider;
  /** Null: the run's completion asks; a user: someone asks to send the unsent ones again. */
  by: string | null;
}

/**
 * Which documents go to the provider. On completion: all of them, once (a run handed over twice asks nothing new).
 * Asked again: every one the provider does not have yet, whatever became of it before (a refusal an administrator
 * has since fixed, retries used up, or retries still waiting, which are then tried at once).
 */
export function decideSendRequested(command: RequestSend, state: RunState): RunEvent[] {
  assertCompleted(command.runId, state);
  if (command.by === null && Object.keys(state.deliveries).length > 0) return [];
  const documents = state.documents.map((_document, index) => index).filter((index) => !state.deliveries[index]?.sent);
  if (documents.length === 0) return [];
  return [
    { type: 'RunSendRequested', data: { runId: command.runId, provider: command.provider, documents, by: command.by } },
  ];
}

export interface DocumentSent {
  runId: string;
  index: number;
  provider: SendProvider;
  ref: string;
  url?: string;
}

/** The provider has the document: recorded once (the same answer again changes nothing). */
export function decideDocumentSent(command: DocumentSent, state: RunState): RunEvent[] {
  assertDocument(command.runId, command.index, state);
  if (state.deliveries[command.index]?.sent) return [];
  const { url, ...sent } = command;
  return [{ type: 'RunDocumentSent', data: { ...sent, ...(url ? { url } : {}) } }];
}

export interface SendFailed {
  runId: string;
  index: number;
  provider: SendProvider;
  reason: string;
  /** 'unavailable': the provider did not answer (worth trying later); 'refused': an administrator must act. */
  kind: 'unavailable' | 'refused';
}

/**
 * The document did not reach the provider. An unavailable provider is tried again by itself until `retries` tries
 * after the first have failed too; a refusal never is (the same request would be refused again). A document already
 * sent records no failure: the provider has it.
 */
export function decideSendFailed(command: SendFailed, state: RunState, retries: number): RunEvent[] {
  assertDocument(command.runId, command.index, state);
  const delivery = state.deliveries[command.index];
  if (delivery?.sent) return [];
  const failures = (delivery?.failures ?? 0) + 1;
  const retrying = command.kind === 'unavailable' && failures <= retries;
  const { kind: _kind, ...failed } = command;
  return [{ type: 'RunDocumentSendFailed', data: { ...failed, retrying } }];
}

/** The documents still to be sent by themselves: asked for, not sent, and not given up on. In document order. */
export function pendingDocuments(state: RunState): number[] {
  return Object.entries(state.deliveries)
    .filter(([, delivery]) => !delivery.sent && (delivery.failure === null || delivery.failure.retrying))
    .map(([index]) => Number(index))
    .sort((a, b) => a - b);
}

/**
 * How long to wait before the next try of a run's pending documents: the delay for the most failures among them
 * (0 when none has failed yet), or null when nothing is pending.
 */
export function nextTryAfter(state: RunState, delays: readonly number[]): number | null {
  const pending = pendingDocuments(state);
  if (pending.length === 0) return null;
  const failures = Math.max(...pending.map((index) => state.deliveries[index].failures));
  return failures === 0 ? 0 : (delays[Math.min(failures, delays.length) - 1] ?? 0);
}

/** Only a completed run's documents are sent: 404 for no run, 409 for one still assembling or failed. */
export function assertCompleted(runId: string, state: RunState): void {
  if (state.status === 'none') throw notFound(runNotFound(runId));
  if (state.status !== 'completed') throw conflict(runNotCompleted(runId));
}

function assertDocument(runId: string, index: number, state: RunState): void {
  assertCompleted(runId, state);
  if (!Number.isInteger(index) || index < 0 || index >= state.documents.length)
    throw invalid(noSuchDocument(runId, index));
}
