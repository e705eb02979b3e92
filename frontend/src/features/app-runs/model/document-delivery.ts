import type { ResultFile } from './app-result.types';

type Sent = Pick<ResultFile, 'sending'>;

export type DeliveryTone = 'muted' | 'ok' | 'warn' | 'error';

/**
 * What a document's row says about 'Send documents' (issue 16: an upload failure is visible on the record and
 * retried; the local copy is kept): null when the app option sends nothing.
 */
export function deliveryLine(file: Pick<ResultFile, 'storage' | 'sending' | 'sendError'>): {
  text: string;
  tone: DeliveryTone;
} | null {
  switch (file.sending) {
    case 'sent':
      return {
        text: `Sent to ${typeof file.storage === 'object' ? file.storage.provider : 'the provider'}`,
        tone: 'ok',
      };
    case 'sending':
      return { text: 'Sending…', tone: 'muted' };
    case 'retrying':
      return { text: `Not sent yet, trying again: ${file.sendError ?? 'the provider did not answer'}`, tone: 'warn' };
    case 'failed':
      return { text: `Not sent: ${file.sendError ?? 'the provider refused it'}`, tone: 'error' };
    default:
      return null;
  }
}

/** Whether a person may ask for the documents to be sent again: some were not sent, and they are not external. */
export const canSendAgain = (result: { files: readonly Sent[]; runId: string | null }, external: boolean) =>
  !external &&
  result.runId !== null &&
  result.files.some((file) => file.sending === 'failed' || file.sending === 'retrying');

/** The result is read again every second while a document is on its way. */
export const isSending = (result: { files: readonly Sent[] } | undefined) =>
  result?.files.some((file) => file.sending === 'sending') ?? false;

/** A document waits for the provider's next try (re-read slowly, so its outcome shows without a reload). */
export const isRetrying = (result: { files: readonly Sent[] } | undefined) =>
  result?.files.some((file) => file.sending === 'retrying') ?? false;
