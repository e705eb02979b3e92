/** Route metadata read by the access-token guard (kept apart from the decorators to avoid an import cycle). */
export const AUTH_REQUIRED = 'auth:required';
export const ADMIN_ONLY = 'auth:adminOnly';
export const EXTERNAL_ALLOWED = 'auth:externalAllowed';

export const AUTH_MESSAGES = {
  missingToken: 'Please sign in to continue.',
  invalidToken: 'Your session has ended. Please sign in again.',
  otherWorkspace: 'This token belongs to another workspace.',
  adminOnly: 'Only administrators can do this.',
  externalRefused: 'External users cannot open this page.',
} as const;
