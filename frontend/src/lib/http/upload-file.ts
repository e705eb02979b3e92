import { http } from './http';
import { HttpError, serverErrorText } from './http-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

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
 * POSTs one file as multipart field `file` to `path` of `workspace`, reporting its progress, and answers the
 * server's JSON. It carries the workspace's token as every call does, renewed once when refused. A refusal (too
 * large, wrong content…) is an HttpError with the server's message for the screen to show; nothing is toasted.
 */
export async function uploadFile<Answer>(
  workspace: string,
  path: string,
  file: File,
  { onProgress = () => undefined, signal }: UploadOptions = {},
): Promise<Answer> {
  let target = http.target(path, { workspace });
  let answer = await send(file, target.authorization, target.url, onProgress, signal);
  if (answer.status === 401 && (await http.renew(workspace))) {
    target = http.target(path, { workspace });
    answer = await send(file, target.authorization, target.url, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const said = serverErrorText(answer.body);
    const fallback = answer.status === 413 ? 'The file is too large.' : `${answer.status} ${answer.statusText}`.trim();
    throw new HttpError(answer.status, target.url, said ?? fallback, !!said);
  }
  return JSON.parse(answer.body) as Answer;
}
