import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import type { SessionUser } from './session.types';

/**
 * Terms of service must be accepted (specification §4 "Terms") when the workspace has terms (for external users:
 * termsForExternal) and the user never accepted them or they changed after the last acceptance. External users
 * skip them when the allExternal add-on is on.
 */
export function termsRequired(user: SessionUser, tenancy: Tenancy): boolean {
  const external = user.isExternal === true;
  if (external && tenancy.addons.includes('allExternal')) return false;
  const terms = external ? tenancy.settings.termsForExternal : tenancy.settings.terms;
  if (!terms) return false;
  if (!user.lastAccepted) return true;
  const updated = external ? tenancy.settings.dateUpdateTermsForExternal : tenancy.settings.dateUpdateTerms;
  if (!updated) return false;
  return new Date(updated).getTime() > new Date(user.lastAccepted).getTime();
}
