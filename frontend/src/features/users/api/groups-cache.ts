import type { QueryClient } from '@tanstack/react-query';
import type { GroupView } from './list-groups.api';
import { usersKeys } from './users.keys';

/**
 * A saved group goes straight into the cached list, kept in name order (the server answered it after its own
 * write), so the list changes without a refetch; the list is then marked stale for the next time it is shown.
 */
export function updateGroupsList(client: QueryClient, tenancy: string, change: (list: GroupView[]) => GroupView[]) {
  client.setQueryData<GroupView[]>(usersKeys.groups(tenancy), (list) =>
    change(list ?? []).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
  );
  void client.invalidateQueries({ queryKey: usersKeys.groups(tenancy), refetchType: 'none' });
}

/** The group as the server answered it, replacing the one of the same id (or added). */
export const withGroup = (list: readonly GroupView[], group: GroupView): GroupView[] => [
  ...list.filter((each) => each._id !== group._id),
  group,
];
