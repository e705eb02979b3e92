import type { QueryClient } from '@tanstack/react-query';
import type { UserView } from './list-users.api';
import { usersKeys } from './users.keys';

/**
 * A saved user goes straight into the cached list (the server answered it, read after its own write), so
 * the list changes without a refetch; the list is then marked stale for the next time it is shown.
 */
export function updateUsersList(client: QueryClient, tenancy: string, change: (list: UserView[]) => UserView[]) {
  client.setQueryData<UserView[]>(usersKeys.all(tenancy), (list) => change(list ?? []));
  void client.invalidateQueries({ queryKey: usersKeys.all(tenancy), refetchType: 'none' });
}

/** Failures saving users are only logged (specification §8): no toast, the console gets the server's text. */
export function logged<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    console.error('Saving the user failed:', error instanceof Error ? error.message : error);
    throw error;
  });
}
