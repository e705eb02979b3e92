import { fromCallback } from 'xstate';
import { http } from '../../../lib/http/http';
import { HttpError, serverErrorText } from '../../../lib/http/http-error';
import {
  createEventStreamReader,
  toImportEvent,
  type ImportStreamEvent,
  type ImportStreamInput,
} from './import-events';
import { recordsPath } from './records-path';

export type { ImportStreamEvent, ImportSummary, RowFailure } from './import-events';

/**
 * GET /{tenancy}/api/collections/{catalog}/import?sessionId: the import's events, read with fetch (EventSource
 * cannot send the Authorization header every call carries). Aborting `signal` closes the stream.
 */
export async function streamImport(
  { tenancy, catalog, sessionId }: ImportStreamInput,
  onEvent: (event: ImportStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const path = `${recordsPath(catalog)}/import?sessionId=${encodeURIComponent(sessionId)}`;
  const { url, authorization } = http.target(path, { workspace: tenancy });
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...(authorization ? { Authorization: authorization } : {}) },
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const said = serverErrorText(await response.text());
    throw new HttpError(response.status, url, said ?? `${response.status} ${response.statusText}`.trim(), !!said);
  }
  const read = createEventStreamReader((name, data) => {
    const event = toImportEvent(name, data);
    if (event) onEvent(event);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read(value);
  }
}

/**
 * The import's event stream as an XState actor: forwards each event to its parent; stopping the actor (the
 * machine leaving `importing`: an error, the dialog closed) closes the stream.
 */
export const importProgressActor = fromCallback<ImportStreamEvent, ImportStreamInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  let completed = false;
  streamImport(
    input,
    (event) => {
      if (event.type === 'completed') completed = true;
      sendBack(event);
    },
    controller.signal,
  ).then(
    () => {
      if (!completed && !controller.signal.aborted) {
        sendBack({ type: 'error', message: 'The import stopped before it completed: the server closed the stream.' });
      }
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      sendBack({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    },
  );
  return () => controller.abort();
});
