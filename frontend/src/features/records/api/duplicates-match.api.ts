import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { recordsPath } from './records-path';

export interface DuplicatesMatch {
  /** Records whose key value another record shares. */
  count: number;
  /** How many a clear deletes (all but the oldest of each group). */
  duplicates: number;
}

/** POST /{tenancy}/api/collections/{catalog}/duplicates/match { key }. */
export function matchDuplicates(tenancy: string, catalog: string, key: string): Promise<DuplicatesMatch> {
  return http.request<DuplicatesMatch>(`${recordsPath(catalog)}/duplicates/match`, {
    workspace: tenancy,
    method: 'POST',
    body: { key },
    notify: false,
  });
}

export function useMatchDuplicates(tenancy: string, catalog: string) {
  return useMutation({ mutationFn: (key: string) => matchDuplicates(tenancy, catalog, key) });
}
