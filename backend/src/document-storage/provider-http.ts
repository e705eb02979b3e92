import { ProviderRefused, ProviderUnavailable } from './provider-errors';

/** An authorized call to a provider's API: the path is appended to its API base unless it is a full URL. */
export type ProviderFetch = (pathOrUrl: string, init?: RequestInit) => Promise<Response>;

/** How long a provider has to answer one call before the document waits for a retry. */
const TIMEOUT_MS = 30_000;

/**
 * One call to a provider. No answer, or a 5xx/429, is ProviderUnavailable (try later); the answer itself is returned
 * for the adapter to judge. Never logs or echoes bodies: they may hold tokens.
 */
export async function callProvider(label: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: init.redirect ?? 'follow',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
    throw new ProviderUnavailable(label, `${label} ${reason}; try again later.`);
  }
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel();
    throw new ProviderUnavailable(label, `${label} is unavailable (HTTP ${response.status}); try again later.`);
  }
  return response;
}

/** A 4xx the provider gave for a call: its own message when it sends one, cut short. */
export async function refusal(label: string, what: string, response: Response): Promise<ProviderRefused> {
  let detail = '';
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const error = body.error;
    const message =
      typeof error === 'object' && error !== null && 'message' in error
        ? (error as { message: unknown }).message
        : (body.message ?? (typeof error === 'string' ? error : undefined));
    if (typeof message === 'string') detail = `: ${message.slice(0, 200)}`;
  } catch {
    // No JSON body: the status says enough.
  }
  return new ProviderRefused(label, `${label} refused to ${what} (HTTP ${response.status})${detail}.`);
}
