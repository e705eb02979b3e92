import type { HttpClient } from '../../../lib/http/http-client';
import { toWorkspaceChoices, type WorkspaceChoice } from './workspace-param';

export const workspaceListKeys = {
  all: ['workspace-entry', 'list'] as const,
  byToken: (token: string) => [...workspaceListKeys.all, token] as const,
};

/**
 * POST {auth host}/oauth/workspace/list { token } (specification §7): the workspaces the Microsoft identity may
 * enter, with their logos in full (p carries none longer than 2 KB, docs/access.md "Auth host"). Not toasted:
 * the list of p is still there to choose from.
 */
export async function fetchWorkspaceList(
  client: Pick<HttpClient, 'request'>,
  token: string,
  signal?: AbortSignal,
): Promise<WorkspaceChoice[]> {
  const answer = await client.request<unknown>('/oauth/workspace/list', {
    method: 'POST',
    body: { token },
    signal,
    notify: false,
  });
  if (!Array.isArray(answer)) throw new Error('The workspace list is not a list');
  return toWorkspaceChoices(answer);
}

/**
 * The workspaces to offer: the auth host's list once it answered (it is current and has every logo), else
 * (not yet, failed, or empty) those of p, so the person always has something to choose from.
 */
export function choosableWorkspaces(
  fromParam: readonly WorkspaceChoice[],
  listed: readonly WorkspaceChoice[] | undefined,
): readonly WorkspaceChoice[] {
  return listed && listed.length > 0 ? listed : fromParam;
}
