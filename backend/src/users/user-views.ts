import type { ReadModels } from '@app/projections';
import { notFound } from '../shared/domain/domain-error';
import { findUserView, type UserView } from './user-view';
import type { Projections } from '../shared/projections/projections';

/**
 * The user as the read model shows them once it has caught up with `position` (read-your-writes for
 * the answers of POST and PUT, which the users screen shows at once).
 */
export async function userViewAfter(
  runner: Projections,
  readModels: ReadModels,
  tenant: string,
  userId: string,
  position: number,
): Promise<UserView> {
  await runner.waitFor(position, 5000, { projectors: ['users'] });
  const view = await findUserView(readModels, tenant, userId);
  if (!view) throw notFound(`User ${userId} not found.`);
  return view;
}
