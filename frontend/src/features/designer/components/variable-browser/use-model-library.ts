import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { elementQueryOptions } from '../../api/get-element.api';
import type { ElementView } from '../../model/designer.types';
import type { ModelLibrary, ModelRef } from '../../model/variable-paths';

/**
 * One result for all the queries, kept the same object while they do not change (TanStack Query shares the
 * combined result structurally), so the library is rebuilt only when an element arrives.
 */
function combine(results: readonly { data?: ElementView; isError: boolean }[]) {
  return {
    loaded: results.flatMap((result) => (result.data ? [result.data] : [])),
    failedIds: results.flatMap((result, i) => (result.isError ? [i] : [])),
  };
}

export interface ModelLibraryState {
  /** The browsed element (as edited) and every referenced element loaded so far, by id. */
  library: ModelLibrary;
  /** Ids whose element could not be loaded (deleted since, or a failed request). */
  failed: ReadonlySet<string>;
  /** Asks for more elements; those already asked for are not asked again. */
  request(refs: readonly ModelRef[]): void;
}

/**
 * The elements the variable browser reads the children of object, global and selection members from: the ones
 * the author expanded or a search reached. Each is the same query as `useElement` (GET /api/v2/types/{kind}/{id},
 * cached and shared with the rest of the designer); once asked for, an element stays in the library.
 */
export function useModelLibrary(tenancy: string, root: ElementView): ModelLibraryState {
  const [requested, setRequested] = useState<readonly ModelRef[]>([]);
  const { loaded, failedIds } = useQueries({
    queries: requested.map((ref) => ({ ...elementQueryOptions(tenancy, ref.kind, ref.id), retry: false })),
    combine,
  });
  const request = useCallback((refs: readonly ModelRef[]) => {
    setRequested((current) => {
      const known = new Set(current.map((ref) => ref.id));
      const more = refs.filter((ref) => !known.has(ref.id) && (known.add(ref.id), true));
      return more.length === 0 ? current : [...current, ...more];
    });
  }, []);
  const library = useMemo(() => {
    const map = new Map<string, ElementView>(loaded.map((element) => [element._id, element]));
    // The browsed element as edited, pending changes included, wins over its saved copy.
    map.set(root._id, root);
    return map;
  }, [root, loaded]);
  const failed = useMemo(() => new Set(failedIds.map((index) => requested[index].id)), [failedIds, requested]);
  return { library, failed, request };
}
