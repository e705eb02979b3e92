import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { SessionUser } from '../../../lib/session/session-user';
import { rootRedirect, type CollectionEntry } from '../root-redirect';

/** /{tenancy}/: the first permitted collection when there is one (§2.2), else `fallback`. */
export function RootRoute({
  tenancy,
  user,
  collections,
  fallback,
}: {
  tenancy: string;
  user: SessionUser;
  collections: readonly CollectionEntry[];
  fallback: ReactNode;
}) {
  const target = rootRedirect(tenancy, collections, user);
  return target ? <Navigate to={target} replace /> : <>{fallback}</>;
}
