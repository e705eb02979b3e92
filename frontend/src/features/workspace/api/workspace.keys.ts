import { tenancyKeys } from '../../../lib/tenancy/tenancy.api';

export const workspaceKeys = {
  tenancy: (name: string) => tenancyKeys.byName(name),
  session: (name: string) => ['session', name] as const,
};
