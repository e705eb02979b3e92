/**
 * 'Sign in with Microsoft' on the entry screen starts the central Microsoft sign-in (specification §7
 * "GET {auth host}/oauth/microsoft?redirect={origin}"; the auth host is this server), which comes back to the
 * entry screen with the p parameter listing the workspaces of that identity.
 */
export function microsoftSignInUrl(origin: string): string {
  return `/oauth/microsoft?redirect=${encodeURIComponent(origin)}`;
}

export function startMicrosoftSignIn(): void {
  window.location.assign(microsoftSignInUrl(window.location.origin));
}
