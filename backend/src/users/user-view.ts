import type { ReadModels } from '@app/projections';
import { normaliseMail } from '../shared/domain/mail-address';
import { USERS, USERS_PROJECTOR, userDocId, type UserDoc, type UserFields } from './users.projector';

/** The user object every auth answer returns (000 §3 User), read from the users read model. */
export interface UserView extends UserFields {
  _id: string;
}

/** The users read model holds live users only: a deleted user's document is removed (users.projector.ts). */
export function toUserView(doc: UserDoc): UserView {
  const view: UserView = {
    _id: doc.userId,
    name: doc.name,
    mail: doc.mail,
    isAdmin: doc.isAdmin,
    isExternal: doc.isExternal,
    type: doc.type,
    dateCreate: doc.dateCreate,
    permissions: doc.permissions,
  };
  if (doc.lastLogin !== undefined) view.lastLogin = doc.lastLogin;
  if (doc.lastAccepted !== undefined) view.lastAccepted = doc.lastAccepted;
  return view;
}

const users = (readModels: ReadModels) => readModels.reader(USERS_PROJECTOR);

/** A live user of the workspace, or null. */
export async function findUserView(readModels: ReadModels, tenant: string, userId: string): Promise<UserView | null> {
  const doc = (await users(readModels).get(USERS, userDocId(tenant, userId))) as UserDoc | null;
  return doc && doc.tenant === tenant ? toUserView(doc) : null;
}

/** A live user of the workspace by e-mail address (compared lower-cased, spaces removed), or null. */
export async function findUserByMail(readModels: ReadModels, tenant: string, mail: string): Promise<UserView | null> {
  const [doc] = (await users(readModels).find(USERS, {
    where: { tenant, mail: normaliseMail(mail) },
    limit: 1,
  })) as UserDoc[];
  return doc ? toUserView(doc) : null;
}

/** The workspaces in which a live user has this address (the auth host's workspace list). */
export async function workspacesWithMail(readModels: ReadModels, mail: string): Promise<string[]> {
  const docs = (await users(readModels).find(USERS, {
    where: { mail: normaliseMail(mail) },
    limit: 1000,
  })) as UserDoc[];
  return [...new Set(docs.map((doc) => doc.tenant))];
}
