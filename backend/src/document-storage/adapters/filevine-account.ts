import { ProviderRefused } from '../provider-errors';
import { refusal, type ProviderFetch } from '../provider-http';

const LABEL = 'Filevine';

/** Who a Filevine token acts as: the ids every API v2 call names in x-fv-userid and x-fv-orgid, and names. */
export interface FilevineAccount {
  userId: string;
  orgId: string;
  name: string;
}

interface UserOrgs {
  user?: { userId?: { native?: unknown }; firstName?: unknown; lastName?: unknown; email?: unknown };
  orgs?: { orgId?: unknown; orgName?: unknown }[];
}

/**
 * Filevine API v2 `POST /fv-app/v2/utils/GetUserOrgsWithToken`: the user the token belongs to and the orgs it may
 * act in; the workspace acts in the first. Needs only the bearer token (the ids are what it answers).
 */
export async function filevineAccount(api: ProviderFetch): Promise<FilevineAccount> {
  const response = await api('/fv-app/v2/utils/GetUserOrgsWithToken', {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw await refusal(LABEL, 'say which user and org the token belongs to', response);
  const body = (await response.json().catch(() => ({}))) as UserOrgs;
  const userId = body.user?.userId?.native;
  const org = body.orgs?.[0];
  if ((typeof userId !== 'number' && typeof userId !== 'string') || !org || typeof org.orgId !== 'number') {
    throw new ProviderRefused(LABEL, 'Filevine did not name a user and an org for this personal access token.');
  }
  const person = [body.user?.firstName, body.user?.lastName].filter((part) => typeof part === 'string').join(' ');
  const who = person || (typeof body.user?.email === 'string' ? body.user.email : `user ${String(userId)}`);
  const orgName = typeof org.orgName === 'string' ? org.orgName : `org ${org.orgId}`;
  return { userId: String(userId), orgId: String(org.orgId), name: `${who} (${orgName})` };
}

/** The headers Filevine API v2 wants on every call besides the token. */
export const filevineHeaders = (account: FilevineAccount): Record<string, string> => ({
  'x-fv-orgid': account.orgId,
  'x-fv-userid': account.userId,
});
