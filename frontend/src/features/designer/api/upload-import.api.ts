import { http } from '../../../lib/http/http';
import { HttpError, serverErrorText } from '../../../lib/http/http-error';

/** 001 §3 "Import upload response": the upload's id for the import, and its type as the server told it. */
export interface UploadedImport {
  url: string;
  type: 'application/zip' | 'application/json';
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

const PATH = '/upload/importModel';

/** One XMLHttpRequest of the upload: fetch cannot report an upload's progress. */
function send(
  file: File,
  authorization: string | undefined,
  url: string,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal | undefined,
): Promise<{ status: number; statusText: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (authorization) request.setRequestHeader('Authorization', authorization);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () =>
      resolve({ status: request.status, statusText: request.statusText, body: request.responseText });
    request.onerror = () => reject(new HttpError(0, url, 'The file could not be sent: the server did not answer.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * POST /{tenancy}/upload/importModel (001 §7): the one file of the Import element dialog, with its progress and a
 * signal to cancel it; answers `{ url, type }`. It carries the workspace's token as every call does, renewed once
 * when refused. A refusal (too large, neither .json nor .zip) is an HttpError with the server's message, for the
 * dialog to show; nothing is toasted.
 */
export async function uploadImport(
  tenancy: string,
  file: File,
  {
    onProgress = () => undefined,
    signal,
  }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedImport> {
  let target = http.target(PATH, { workspace: tenancy });
  let answer = await send(file, target.authorization, target.url, onProgress, signal);
  if (answer.status === 401 && (await http.renew(tenancy))) {
    target = http.target(PATH, { workspace: tenancy });
    answer = await send(file, target.authorization, target.url, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const said = serverErrorText(answer.body);
    throw new HttpError(answer.status, target.url, said ?? `${answer.status} ${answer.statusText}`.trim(), !!said);
  }
  return JSON.parse(answer.body) as UploadedImport;
}
