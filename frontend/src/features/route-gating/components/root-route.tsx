import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCollections } from '../../../lib/app-state/collections-store';
import type { SessionUser } from '../../../lib/session/session-user';
import { rootRedirect } from '../root-redirect';

/** /{tenancy}/: the first permitted collection of app state when there is one (§2.2), else `fallback`. */
export function RootRoute({ tenancy, user, fallback }: { tenancy: string; user: SessionUser; fallback: ReactNode }) {
  const target = rootRedirect(tenancy, useCollections(), user);
  return target ? <Navigate to={target} replace /> : <>{fallback}</>;
}
