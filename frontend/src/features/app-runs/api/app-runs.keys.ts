/** Query keys of the app routes (their own: features share no cache keys). */
export const appRunsKeys = {
  all: (tenancy: string) => ['app-runs', tenancy] as const,
  catalogs: (tenancy: string) => ['app-runs', tenancy, 'catalogs'] as const,
  record: (tenancy: string, catalog: string, id: string) => ['app-runs', tenancy, catalog, 'record', id] as const,
  snapshots: (tenancy: string, catalogId: string) => ['app-runs', tenancy, catalogId, 'snapshots'] as const,
  /** The interview of an app on a record ('new' before the record exists). */
  interview: (tenancy: string, catalog: string, recordId: string, app: string) =>
    ['app-runs', tenancy, catalog, 'interview', recordId, app] as const,
  /** The items of an app's 'SELECT data FROM…' at the start of its interview. */
  appData: (tenancy: string, catalog: string, recordId: string, app: string) =>
    ['app-runs', tenancy, catalog, 'app-data', recordId, app] as const,
  /** The items an app's 'LINK record TO…' can link the record to, and its link now. */
  appLink: (tenancy: string, catalog: string, recordId: string, app: string) =>
    ['app-runs', tenancy, catalog, 'app-link', recordId, app] as const,
  /** A global-info app's interview over one global of the catalog. */
  globalInterview: (tenancy: string, catalog: string, globalTarget: string, app: string) =>
    ['app-runs', tenancy, catalog, 'global-interview', globalTarget, app] as const,
};
