import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { encodeChips, MY_RECORDS_F, parseFilters, type RecordFilter } from '../model/record-filters';

/**
 * The records catalogue's search and filters, kept in the address: `s` (the search, written once typing pauses)
 * and `f` (the filter chips). The workspace root's `filter=myRecords` becomes the 'my records' chip.
 */
export function useRecordsAddress() {
  const [params, setParams] = useSearchParams();
  const f = params.get('f') ?? '';
  const s = params.get('s') ?? '';
  const [searchText, setSearchText] = useState(s);
  const debouncedSearch = useDebouncedValue(searchText);
  const chips = useMemo(() => parseFilters(f), [f]);

  const updateParams = useCallback(
    (change: { f?: string; s?: string }) =>
      setParams(
        (was) => {
          const next = new URLSearchParams(was);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The workspace root's redirect asks for 'my records' with filter=myRecords: the catalogue speaks `f`.
  useEffect(() => {
    if (params.get('filter') !== 'myRecords') return;
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        next.delete('filter');
        if (!next.get('f')) next.set('f', MY_RECORDS_F);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (debouncedSearch.trim() !== s) updateParams({ s: debouncedSearch.trim() });
  }, [debouncedSearch]);
  // Back and forward change `s` under the box: show what the address says.
  useEffect(() => {
    if (s !== debouncedSearch.trim()) setSearchText(s);
  }, [s]);

  const addFilter = (filter: RecordFilter) => updateParams({ f: encodeChips([...chips, { ok: true, filter }]) });
  const removeChip = (index: number) => updateParams({ f: encodeChips(chips.filter((_, at) => at !== index)) });
  const clearFilters = () => {
    setSearchText('');
    updateParams({ f: '', s: '' });
  };

  return { s, chips, searchText, setSearchText, addFilter, removeChip, clearFilters };
}
