import type { ReadModels } from '@app/projections';
import { USERS, USERS_PROJECTOR, userDocId, type UserFields } from '../users/users.projector';
import { normaliseMail } from '../users/user-rules';

/** The user object every auth answer returns (000 §3 User), read from the users read model. */
export interface UserView extends UserFields {
  _id: string;
}

type UserDocLike = Record<string, unknown> & { userId: string };

/** USERS-ADMIN may either drop a deleted user's document or keep it flagged: both count as gone. */
export const isDeletedUserDoc = (doc: Record<string, unknown>) =>
  doc.deleted === true || doc.isDeleted === true || typeof doc.deletedAt === 'string';

export function toUserView(doc: UserDocLike): UserView {
  const view: UserView = {
    _id: doc.userId,
    name: String(doc.name ?? ''),
    mail: String(doc.mail ?? ''),
    isAdmin: doc.isAdmin === true,
    isExternal: doc.isExternal === true,
    type: doc.type === 'microsoft' ? 'microsoft' : 'default',
    dateCreate: String(doc.dateCreate ?? ''),
    permissions: Array.isArray(doc.permissions) ? (doc.permissions as string[]) : [],
  };
  if (typeof doc.lastLogin === 'string') view.lastLogin = doc.lastLogin;
  if (typeof doc.lastAccepted === 'string') view.lastAccepted = doc.lastAccepted;
  return view;
}

/** A live (not deleted) user of the workspace, or null. */
export async function findUserView(readModels: ReadModels, tenant: string, userId: string): Promise<UserView | null> {
  const doc = await readModels.reader(USERS_PROJECTOR).get(USERS, userDocId(tenant, userId));
  if (!doc || isDeletedUserDoc(doc) || doc.tenant !== tenant) return null;
  return toUserView(doc as unknown as UserDocLike);
}

/** A live user of the workspace by e-mail address (compared lower-cased, spaces removed), or null. */
export async function findUserByMail(readModels: ReadModels, tenant: string, mail: string): Promise<UserView | null> {
  const docs = await readModels
    .reader(USERS_PROJECTOR)
    .find(USERS, { where: { tenant, mail: normaliseMail(mail) }, limit: 5 });
  const live = docs.find((doc) => !isDeletedUserDoc(doc));
  return live ? toUserView(live as unknown as UserDocLike) : null;
}
