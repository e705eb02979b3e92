/**
 * Query keys of the records catalogue (002 §7 records calls). Every records call reads or invalidates these; the
 * history, import and duplicates dialogs invalidate `list`/`item` through them after a write.
 */
export const recordsKeys = {
  all: (tenancy: string) => ['records', tenancy] as const,
  /** Every list of one catalog (any search, filters or sort): invalidate this after a write to the catalog. */
  lists: (tenancy: string, catalog: string) => ['records', tenancy, catalog, 'list'] as const,
  list: (tenancy: string, catalog: string, params: { s: string; f: string; sort: string }) =>
    ['records', tenancy, catalog, 'list', params] as const,
  item: (tenancy: string, catalog: string, id: string) => ['records', tenancy, catalog, 'item', id] as const,
  history: (tenancy: string, catalog: string, id: string) => ['records', tenancy, catalog, 'history', id] as const,
  deleted: (tenancy: string, catalog: string) => ['records', tenancy, catalog, 'deleted'] as const,
  users: (tenancy: string, catalog: string) => ['records', tenancy, catalog, 'users'] as const,
  catalogs: (tenancy: string) => ['records', tenancy, 'catalogs'] as const,
};
