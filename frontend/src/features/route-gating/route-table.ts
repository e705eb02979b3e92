import type { SessionUser } from '../../lib/session/session-user';

/**
 * The signed-in route table (specification §2.2). Each route carries flags: administrator-only routes send
 * other people to the workspace root; external users reach only routes flagged external; a route may need an
 * add-on (config-clio needs clio).
 */
export interface RouteFlags {
  /** The path under /{tenancy}/, in react-router syntax. */
  path: string;
  adminOnly?: boolean;
  /** External users may open it. */
  external?: boolean;
  /** The add-on without which the route redirects to the root. */
  addon?: string;
}

export const ROUTES = {
  users: { path: 'users', adminOnly: true },
  /** The type designer (001 §2): /types/, /types/{typeName}[/{tab}[/{memberName}]]. */
  types: { path: 'types', adminOnly: true },
  /** The catalog administration (002 §2.2, which names no route). */
  catalogs: { path: 'catalogs', adminOnly: true },
  /** Screens the user menu leads to that are not built yet (002 §2.4): they show a "coming soon" page. */
  keys: { path: 'keys', adminOnly: true },
  settings: { path: 'settings', adminOnly: true },
  configClio: { path: 'config-clio', adminOnly: true, addon: 'clio' },
  configFilevine: { path: 'config-filevine', adminOnly: true, addon: 'filevine' },
  configNetDocuments: { path: 'config-netdocuments', adminOnly: true, addon: 'netdocuments' },
  configOneDrive: { path: 'config-onedrive', adminOnly: true, addon: 'onedrive' },
  link: { path: 'links/:idLink', external: true },
  /**
   * An app on a record, or a global-info app (002 §2.1): the page tells them apart by the middle segment's form
   * (features/app-runs/model/app-route-target.ts). External users open apps by link (000 §2.8).
   */
  recordApp: { path: ':catalogName/:recordId/:appName', external: true },
  /** The instructions and downloads page of an app on a record (002 §2.3); external users see their own record's. */
  appDocuments: { path: ':catalogName/:recordId/:appName/documents', external: true },
  /** Creating a record with an app; the external link of an app is /{tenancy}/{catalog}/{app}?external (002 §6). */
  createApp: { path: ':catalogName/:appName', external: true },
  /** The records catalogue of one catalog (002 §2.1); the catalog's own permission is checked by the screen. */
  records: { path: ':catalogName' },
  root: { path: '', external: true },
} as const satisfies Record<string, RouteFlags>;

export type RouteAccess = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * Whether `user` may open `route` in workspace `tenancy` (with `addons` on). Refusals go to the workspace root
 * `/{tenancy}/` (the spec's '/' inside the workspace), which itself redirects to what the person may see.
 */
export function routeAccess(
  route: RouteFlags,
  user: Pick<SessionUser, 'isAdmin' | 'isExternal'>,
  tenancy: string,
  addons: readonly string[],
): RouteAccess {
  const refused = { allowed: false, redirectTo: `/${tenancy}/` } as const;
  if (user.isExternal === true && route.external !== true) return refused;
  if (route.adminOnly && user.isAdmin !== true) return refused;
  if (route.addon && !addons.includes(route.addon)) return refused;
  return { allowed: true };
}
