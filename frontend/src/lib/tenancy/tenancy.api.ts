import { HttpError } from '../http/http-error';
import type { HttpClient } from '../http/http-client';
import type { Tenancy, TenancyResult, WorkspaceSettings } from './tenancy.types';

export const tenancyKeys = {
  all: ['tenancy'] as const,
  byName: (name: string) => [...tenancyKeys.all, name] as const,
};

/** The server may list add-ons that are on, or map every flag to on/off: both become the list of flags on. */
export function normaliseAddons(addons: unknown): string[] {
  if (Array.isArray(addons)) return addons.filter((a): a is string => typeof a === 'string');
  if (addons && typeof addons === 'object') {
    return Object.entries(addons)
      .filter(([, on]) => on === true)
      .map(([flag]) => flag);
  }
  return [];
}

interface TenancyAnswer {
  name: string;
  label?: string;
  settings?: WorkspaceSettings;
  isActive?: boolean;
  isNotResponding?: boolean;
  countApps?: number;
  addons?: unknown;
  rightLogo?: string;
  baseAPIURL?: string;
  logo?: string;
}

export function toTenancy(answer: TenancyAnswer): Tenancy {
  const settings = answer.settings ?? {};
  return {
    name: answer.name,
    label: answer.label || settings.label || answer.name,
    settings,
    isActive: answer.isActive !== false,
    countApps: answer.countApps ?? 0,
    addons: normaliseAddons(answer.addons),
    rightLogo: answer.rightLogo,
    baseAPIURL: answer.baseAPIURL || undefined,
    logo: answer.logo || settings.logo || undefined,
  };
}

/**
 * The tenancy check (specification §4): found, unknown (404), a malformed name (400), or a server that did not
 * answer properly (network failure, 5xx), which the application shows as "not responding". With a link-API host
 * (VITE_LINK_API_HOST) `{linkApiHost}/{name}` is asked first; only a tenancy it answers (2xx with a name) is
 * used, and anything else (network error, any non-2xx, a 404 included, or an answer that is no tenancy) falls
 * back to the local endpoint, which has the last word. Neither failure is toasted.
 */
export async function fetchTenancy(
  http: HttpClient,
  name: string,
  signal?: AbortSignal,
  linkApiHost?: string,
): Promise<TenancyResult> {
  if (!name) throw new Error('Tenancy is empty');
  if (linkApiHost) {
    const answer = await http
      .request<TenancyAnswer>(`/${encodeURIComponent(name)}`, { host: linkApiHost, signal, notify: false })
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return undefined;
      });
    if (answer && typeof answer === 'object' && typeof answer.name === 'string') {
      return answer.isNotResponding ? { kind: 'notResponding' } : { kind: 'found', tenancy: toTenancy(answer) };
    }
  }
  try {
    const answer = await http.request<TenancyAnswer>(`/api/isTenancy/${encodeURIComponent(name)}`, { signal });
    if (!answer || answer.isNotResponding) return { kind: 'notResponding' };
    return { kind: 'found', tenancy: toTenancy(answer) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'notFound', name, message: error.message };
    if (error instanceof HttpError && error.status === 400) return { kind: 'invalid', name, message: error.message };
    if (error instanceof HttpError) return { kind: 'notResponding' };
    throw error;
  }
}
