import { http } from '../../../lib/http/http';
import { HttpError, serverErrorText } from '../../../lib/http/http-error';

/** POST /upload/{typeId}'s answer (001 §3 Upload response): the stored upload and what its content is. */
export interface UploadedTemplate {
  versionId: string;
  ext: 'docx' | 'pdf';
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

const pathOf = (typeId: string) => `/upload/${encodeURIComponent(typeId)}`;

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
 * POST /{tenancy}/upload/{typeId} (001 §4, §7): a Word or PDF template file of element `typeId`, with its
 * progress; answers `{ versionId, ext }` for the compile call. The server tells a .docx from a .pdf by its content
 * and refuses anything else (400) or a file over its limit (413) with a message; that refusal is an HttpError
 * for the editor to show under the upload, not toasted.
 */
export async function uploadTemplate(
  tenancy: string,
  typeId: string,
  file: File,
  {
    onProgress = () => undefined,
    signal,
  }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedTemplate> {
  let target = http.target(pathOf(typeId), { workspace: tenancy });
  let answer = await send(file, target.authorization, target.url, onProgress, signal);
  if (answer.status === 401 && (await http.renew(tenancy))) {
    target = http.target(pathOf(typeId), { workspace: tenancy });
    answer = await send(file, target.authorization, target.url, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const said = serverErrorText(answer.body);
    const fallback = answer.status === 413 ? 'The file is too large.' : `${answer.status} ${answer.statusText}`.trim();
    throw new HttpError(answer.status, target.url, said ?? fallback, !!said);
  }
  return JSON.parse(answer.body) as UploadedTemplate;
}
