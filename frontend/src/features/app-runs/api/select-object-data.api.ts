import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';

/** Where an interview runs: what the server reaches the record and the app by. */
export interface SelectPlace {
  tenancy: string;
  catalog: string;
  /** null before the record exists ('new'). */
  recordId: string | null;
  app: string;
}

/** One item of an object's query, as the Choose dialog lists it. */
export interface SelectItemSummary {
  _id: string;
  name: string;
}

/** What the object keeps under `_source`: where its values came from, and the values read. */
export interface ObjectSource {
  query: string;
  id: string;
  provider: string;
  source: string;
  values: Record<string, unknown>;
}

/** One item chosen: the values that fit the object's model, those left out, and its `_source`. */
export interface ChosenItem {
  _id: string;
  name: string;
  values: Record<string, unknown>;
  leftOut: string[];
  source: ObjectSource;
}

const selectPath = (place: SelectPlace, path: string) =>
  `/api/runs/${encodeURIComponent(place.catalog)}/${encodeURIComponent(place.recordId ?? 'new')}/` +
  `${encodeURIComponent(place.app)}/select/${encodeURIComponent(path)}`;

/**
 * POST /{t}/api/runs/{catalog}/{recordId|new}/{app}/select/{variable} with { answers, search }: the items of the
 * object's query (at most 200, `truncated` when more matched), read as the person. The dialog shows a failure itself.
 */
export function listSelectItems(
  place: SelectPlace,
  path: string,
  answers: Record<string, unknown>,
  search: string,
  signal?: AbortSignal,
) {
  return http.request<{ items: SelectItemSummary[]; truncated: boolean }>(selectPath(place, path), {
    workspace: place.tenancy,
    method: 'POST',
    body: { answers, ...(search ? { search } : {}) },
    signal,
    notify: false,
  });
}

/** The same route with { id }: one item's values fitted to the object's model. */
export function getSelectItem(place: SelectPlace, path: string, answers: Record<string, unknown>, id: string) {
  return http.request<{ item: ChosenItem }>(selectPath(place, path), {
    workspace: place.tenancy,
    method: 'POST',
    body: { answers, id },
    notify: false,
  });
}

export const selectItemsQuery = (place: SelectPlace, path: string, answers: Record<string, unknown>, search: string) =>
  queryOptions({
    queryKey: [
      'app-runs',
      place.tenancy,
      place.catalog,
      'select',
      place.app,
      path,
      JSON.stringify(answers),
      search,
    ] as const,
    queryFn: ({ signal }) => listSelectItems(place, path, answers, search, signal),
    // The source's records change as people work: a dialog opened again lists them anew.
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export const useSelectItems = (place: SelectPlace, path: string, answers: Record<string, unknown>, search: string) =>
  useQuery(selectItemsQuery(place, path, answers, search));

/** Choosing an item reads its values; nothing is cached (the object keeps them). */
export const useChooseSelectItem = (place: SelectPlace, path: string, answers: Record<string, unknown>) =>
  useMutation({ mutationFn: (id: string) => getSelectItem(place, path, answers, id).then(({ item }) => item) });
