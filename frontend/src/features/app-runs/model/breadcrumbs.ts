import type { AppRouteTarget } from './app-route-target';

export interface Crumb {
  label: string;
  /** The catalog's crumb leads back to its catalogue; the last crumb is the page itself. */
  href?: string;
}

export interface CrumbFacts {
  tenancy: string;
  catalogName: string;
  /** The catalog's label, once the catalogs are loaded. */
  catalogLabel?: string;
  target: AppRouteTarget;
  /** The record's name (its model's summary), once loaded. */
  recordName?: string;
  appName: string;
  /** The model app's label, else `?appLabel`, else the app's name. */
  appLabel?: string;
  /** External users see only the app's crumb (002 §6). */
  external: boolean;
}

/**
 * The breadcrumbs of an app route (002 §2.4): catalog → record → app on a record, catalog → app when creating one,
 * catalog → global target → app for a global-info app. Until a name is known the address's own segment stands in.
 */
export function appRouteCrumbs(facts: CrumbFacts): Crumb[] {
  const app: Crumb = { label: facts.appLabel?.trim() || facts.appName };
  if (facts.external) return [app];
  const catalog: Crumb = {
    label: facts.catalogLabel?.trim() || facts.catalogName,
    href: `/${facts.tenancy}/${encodeURIComponent(facts.catalogName)}`,
  };
  switch (facts.target.kind) {
    case 'create':
      return [catalog, app];
    case 'record':
      return [catalog, { label: facts.recordName?.trim() || facts.target.recordId }, app];
    case 'global':
      return [catalog, { label: facts.target.globalTarget }, app];
  }
}

/**
 * What an app is called on its page: the model app's label, else the address's `appLabel`, else its name with the
 * underscores read as spaces (element names cannot hold spaces, so `Welcome_pack` stands for "Welcome pack").
 */
export function appTitle(modelLabel: string | undefined, queryLabel: string | null | undefined, appName: string) {
  return modelLabel?.trim() || queryLabel?.trim() || appName.replace(/_+/g, ' ').trim() || appName;
}
