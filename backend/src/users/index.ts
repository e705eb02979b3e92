/** The users context's public surface: the commands it takes from other contexts, and its queries. */
export { CreateUserCommand, type NewUser } from './create-user/create-user.command';
export { SetUserPasswordCommand } from './set-user-password/set-user-password.command';
export { RecordSignInCommand } from './record-sign-in/record-sign-in.command';
export { LinkExternalIdentityCommand } from './link-external-identity/link-external-identity.command';
export { findPasswordHash, passwordHashOfMail } from './credentials';
export { hashPassword, verifyPassword } from './password-hashing';
export { findLiveUser, findUserViewNow } from './user-liveness';
export { findUserByMail, findUserView, workspacesWithMail, type UserView } from './user-view';
export * from './user-rules';
export { userIdParam } from './users-http';
export { USER_EVENTS } from './user.events';
export { UserStream } from './user.streams';
export { usersProjector } from './users.projector';
export { GROUP_EVENTS } from './groups/group.events';
export { groupsProjector } from './groups/groups.projector';
/** For the app runs (issue 16): whom to mail when an external user finishes an app (appOptions.notification). */
export { groupMemberMails } from './groups/group-mail';
