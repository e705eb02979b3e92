import type { Collection } from '../../lib/app-state/collections.reducer';
import type { SessionUser } from '../../lib/session/session-user';

/** A collection of app state (lib/app-state, specification §3 "Collections list"): what the redirect reads. */
export type CollectionEntry = Pick<Collection, '_id' | 'name' | 'myRecords' | 'isEveryone'>;

/** The query parameter that asks a collection for the person's own records. */
export const MY_RECORDS_QUERY = 'filter=myRecords';

/**
 * Collections shown to a person: those named in their permissions (§2.2), and those open to everyone (002 §3
 * `isEveryone`, as the server's catalogs list has it). Administrators see every collection: finer rules are "not
 * shown" in the spec, and an administrator who cannot see a collection could not run it.
 */
export function permittedCollections<C extends CollectionEntry>(
  collections: readonly C[],
  user: Pick<SessionUser, 'isAdmin' | 'permissions'>,
): C[] {
  if (user.isAdmin === true) return [...collections];
  const allowed = new Set(user.permissions ?? []);
  return collections.filter((c) => c.isEveryone === true || allowed.has(c.name));
}

/**
 * Where /{tenancy}/ leads (§2.2): the first permitted collection by name, with the 'my records' filter when that
 * collection has myRecords set; undefined when there is none (the root then shows the signed-in home).
 */
export function rootRedirect(
  tenancy: string,
  collections: readonly CollectionEntry[],
  user: Pick<SessionUser, 'isAdmin' | 'permissions'>,
): string | undefined {
  const [first] = permittedCollections(collections, user).sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
  if (!first) return undefined;
  const path = `/${tenancy}/${encodeURIComponent(first.name)}`;
  return first.myRecords ? `${path}?${MY_RECORDS_QUERY}` : path;
}
