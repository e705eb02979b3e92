import { useQueries, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchRecord } from '../api/get-record.api';
import { recordsKeys } from '../api/records.keys';
import { IN_PROGRESS_POLL_MS } from '../model/record-lock';
import type { RecordItem } from '../model/record.types';

/**
 * 002 §4: a listed record In Progress is re-fetched every second until its status changes; then the list shows
 * the record as it is now.
 */
export function useInProgressWatch(tenancy: string, catalog: string, records: readonly RecordItem[]) {
  const client = useQueryClient();
  const busy = records.filter((record) => record.status === 'In Progress');
  const results = useQueries({
    queries: busy.map((record) => ({
      queryKey: recordsKeys.item(tenancy, catalog, record._id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchRecord(tenancy, catalog, record._id, signal),
      refetchInterval: (query: { state: { data?: RecordItem } }) =>
        query.state.data?.status === 'In Progress' || !query.state.data ? IN_PROGRESS_POLL_MS : false,
    })),
  });
  const changed = results.flatMap((result) =>
    result.data && result.data.status !== 'In Progress' ? [result.data] : [],
  );
  const changedKey = changed.map((record) => `${record._id}:${record.version}`).join(',');
  useEffect(() => {
    if (changed.length === 0) return;
    const byId = new Map(changed.map((record) => [record._id, record]));
    client.setQueriesData<InfiniteData<RecordItem[]>>({ queryKey: recordsKeys.lists(tenancy, catalog) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page.map((record) => {
                const now = byId.get(record._id);
                if (!now) return record;
                const { values: _values, ...item } = now as RecordItem & { values?: unknown };
                return item;
              }),
            ),
          }
        : data,
    );
  }, [changedKey]);
}
