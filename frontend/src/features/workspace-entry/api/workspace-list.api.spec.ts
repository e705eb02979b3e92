import type { RequestOptions } from '../../../lib/http/http-client';
import { HttpError } from '../../../lib/http/http-error';
import { choosableWorkspaces, fetchWorkspaceList } from './workspace-list.api';

const bigLogo = `data:image/svg+xml;base64,${'A'.repeat(4000)}`;

function fakeClient(answer: () => Promise<unknown>) {
  const calls: { path: string; options?: RequestOptions }[] = [];
  const client = {
    request: <T>(path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      return answer() as Promise<T>;
    },
  };
  return { client, calls };
}

describe("the auth host's workspace list", () => {
  it('asks POST /oauth/workspace/list with the token, without toasting a failure', async () => {
    const { client, calls } = fakeClient(async () => [{ name: 'acme', label: 'Acme LLP', logo: bigLogo }]);
    await expect(fetchWorkspaceList(client, 'identity')).resolves.toEqual([
      { name: 'acme', label: 'Acme LLP', logo: bigLogo },
    ]);
    expect(calls).toEqual([
      { path: '/oauth/workspace/list', options: { method: 'POST', body: { token: 'identity' }, notify: false } },
    ]);
  });

  it('keeps only workspaces that can be offered; a null logo is no logo', async () => {
    const { client } = fakeClient(async () => [
      { name: 'acme', label: 'Acme', logo: null },
      { name: 'Not Valid' },
      'demo',
      42,
    ]);
    await expect(fetchWorkspaceList(client, 't')).resolves.toEqual([
      { name: 'acme', label: 'Acme', logo: undefined },
      { name: 'demo' },
    ]);
  });

  it('rejects an answer that is no list, and passes a refusal on', async () => {
    await expect(fetchWorkspaceList(fakeClient(async () => ({ nope: 1 })).client, 't')).rejects.toThrow('not a list');
    const refused = new HttpError(401, '/oauth/workspace/list', 'Your Microsoft sign-in has expired', true);
    await expect(fetchWorkspaceList(fakeClient(() => Promise.reject(refused)).client, 't')).rejects.toBe(refused);
  });

  it("offers the auth host's list once it answered, else (not yet, failed or empty) the list of p", () => {
    const fromP = [
      { name: 'acme', label: 'Acme', logo: undefined },
      { name: 'demo', label: 'Demo' },
    ];
    const listed = [
      { name: 'acme', label: 'Acme', logo: bigLogo },
      { name: 'demo', label: 'Demo' },
    ];
    expect(choosableWorkspaces(fromP, listed)).toBe(listed);
    expect(choosableWorkspaces(fromP, undefined)).toBe(fromP);
    expect(choosableWorkspaces(fromP, [])).toBe(fromP);
  });
});
