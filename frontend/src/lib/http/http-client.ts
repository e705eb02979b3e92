import { apiUrl } from './api-url';
import { HttpError, serverErrorText } from './http-error';

export interface HttpClientOptions {
  fetch: typeof fetch;
  /** The API host, normally the page's origin. */
  origin: string;
  /** The token of a workspace, from the tokens map. */
  getToken(workspace: string): string | undefined;
  /** The workspace's own API host, once its tenancy answer is known. */
  getBaseApiUrl(workspace: string): string | undefined;
  /** Shows a failed call to the person (error toast). */
  notifyError(text: string): void;
  /**
   * A new access token for the workspace after its token was refused (401), from the stored refresh token; undefined
   * when there is none. The call is then sent once more with it.
   */
  renewToken?(workspace: string): Promise<string | undefined>;
}

export interface RequestOptions {
  /** Scopes the call to a workspace: its base URL and its token. */
  workspace?: string;
  /** Another host for a global call (the link-API host of the tenancy check) instead of the API host. */
  host?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the token (validating a token found in a link or the URL). */
  token?: string;
  /**
   * false: the caller shows the failure itself (sign-in errors are toasts that stay, §8). A function decides per
   * failure (a 404 that the screen answers with its own text, other failures toasted as usual).
   */
  notify?: boolean | ((error: HttpError) => boolean);
  /** A command's answered position: the read waits until the projections have seen it (read-your-writes). */
  minPosition?: number;
}

/** Calls whose failures mean something other than an error to show (specification §8). */
export function isSilentUrl(url: string): boolean {
  return url.includes('isTenancy');
}

/** A file the server sent (an export): its bytes, and the name its Content-Disposition gives it. */
export interface DownloadedFile {
  blob: Blob;
  fileName?: string;
}

/** `attachment; filename="demo.zip"` → demo.zip (the quoted or plain form; the RFC 5987 form first). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Not valid percent-encoding: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

/** How a stored token travels: the server reads a Bearer token (§7); a stored value may carry the scheme already. */
const bearerHeader = (token: string) => (/^Bearer\s/i.test(token) ? token : `Bearer ${token}`);

export function createHttpClient(options: HttpClientOptions) {
  const urlOf = (path: string, workspace: string | undefined, host: string | undefined) =>
    apiUrl(host ?? options.origin, path, workspace, workspace ? options.getBaseApiUrl(workspace) : undefined);

  /**
   * Where a call goes and the Authorization it carries, for a transfer this client cannot make itself (an upload
   * with progress goes through XMLHttpRequest): the same URL and header as `request` would send.
   */
  function target(
    path: string,
    { workspace, host, token }: Pick<RequestOptions, 'workspace' | 'host' | 'token'> = {},
  ): { url: string; authorization?: string } {
    const bearer = token ?? (workspace ? options.getToken(workspace) : undefined);
    return { url: urlOf(path, workspace, host), ...(bearer ? { authorization: bearerHeader(bearer) } : {}) };
  }

  /** Renews the workspace's access token after a refusal (401), as `request` does: true when there is a new one. */
  async function renew(workspace: string): Promise<boolean> {
    if (!options.renewToken) return false;
    return (await options.renewToken(workspace).catch(() => undefined)) !== undefined;
  }

  /** Sends a call (renewing a refused session token once) and answers its successful response. */
  async function respond(
    path: string,
    { workspace, host, method = 'GET', body, signal, token, notify = true, minPosition }: RequestOptions,
    accept: string,
  ): Promise<{ response: Response; fail: (error: HttpError) => never; url: string }> {
    const url = urlOf(path, workspace, host);
    const fail = (error: HttpError): never => {
      const shown = typeof notify === 'function' ? notify(error) : notify;
      if (shown && !isSilentUrl(url)) options.notifyError(error.message);
      throw error;
    };

    const send = async (bearer: string | undefined): Promise<Response> => {
      const headers: Record<string, string> = { Accept: accept };
      if (bearer) headers.Authorization = bearerHeader(bearer);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (minPosition !== undefined) headers['X-Min-Position'] = String(minPosition);
      try {
        return await options.fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'include',
          signal,
        });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        return fail(new HttpError(0, url, cause instanceof Error ? cause.message : String(cause)));
      }
    };

    const stored = token === undefined && workspace ? options.getToken(workspace) : undefined;
    let response = await send(token ?? stored);
    // An expired access token of the session (not one the caller passed) is renewed once, then the call repeated.
    if (response.status === 401 && stored && workspace && options.renewToken) {
      const renewed = await options.renewToken(workspace).catch(() => undefined);
      if (renewed) response = await send(renewed);
    }
    if (!response.ok) {
      const said = serverErrorText(await response.text());
      const message = said ?? `${response.status} ${response.statusText}`.trim();
      return fail(new HttpError(response.status, url, message, said !== undefined));
    }
    return { response, fail, url };
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}) {
    const { response, fail, url } = await respond(path, requestOptions, 'application/json');
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return fail(new HttpError(response.status, url, `The server answered with something other than JSON: ${url}`));
    }
  }

  /** A call answered with a file (a zip export): its bytes and the file name the server gave it. */
  async function requestBlob(path: string, requestOptions: RequestOptions = {}): Promise<DownloadedFile> {
    const { response } = await respond(path, requestOptions, '*/*');
    const blob = await response.blob();
    return { blob, fileName: dispositionFileName(response.headers.get('Content-Disposition')) };
  }

  return { request, requestBlob, target, renew };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
