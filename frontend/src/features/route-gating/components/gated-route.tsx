import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { routeAccess, type RouteFlags } from '../route-table';

/** Shows the route's screen when the person may open it, else redirects as §2.2 says. */
export function GatedRoute({
  route,
  tenancy,
  user,
  children,
}: {
  route: RouteFlags;
  tenancy: Tenancy;
  user: SessionUser;
  children: ReactNode;
}) {
  const access = routeAccess(route, user, tenancy.name, tenancy.addons);
  return access.allowed ? <>{children}</> : <Navigate to={access.redirectTo} replace />;
}
