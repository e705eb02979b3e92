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
}

/** Calls whose failures mean something other than an error to show (specification §8). */
export function isSilentUrl(url: string): boolean {
  return url.includes('isTenancy');
}

export function createHttpClient(options: HttpClientOptions) {
  async function request<T>(
    path: string,
    { workspace, host, method = 'GET', body, signal, token, notify = true }: RequestOptions = {},
  ) {
    const url = apiUrl(
      host ?? options.origin,
      path,
      workspace,
      workspace ? options.getBaseApiUrl(workspace) : undefined,
    );
    const fail = (error: HttpError): never => {
      const shown = typeof notify === 'function' ? notify(error) : notify;
      if (shown && !isSilentUrl(url)) options.notifyError(error.message);
      throw error;
    };

    const send = async (bearer: string | undefined): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // The server reads a Bearer token (§7 "Authorization is set to the token"); a stored value may carry the scheme.
      if (bearer) headers.Authorization = /^Bearer\s/i.test(bearer) ? bearer : `Bearer ${bearer}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
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
    const text = await response.text();
    if (!response.ok) {
      const said = serverErrorText(text);
      const message = said ?? `${response.status} ${response.statusText}`.trim();
      return fail(new HttpError(response.status, url, message, said !== undefined));
    }
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return fail(new HttpError(response.status, url, `The server answered with something other than JSON: ${url}`));
    }
  }
  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
