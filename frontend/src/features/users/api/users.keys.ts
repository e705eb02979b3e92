/** Query keys of the users feature: every users call reads or invalidates these. */
export const usersKeys = {
  all: (tenancy: string) => ['users', tenancy] as const,
  groups: (tenancy: string) => ['users', tenancy, 'groups'] as const,
};
