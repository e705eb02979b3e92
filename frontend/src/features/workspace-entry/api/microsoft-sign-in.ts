/**
 * 'Sign in with Microsoft' on the entry screen starts the central Microsoft sign-in, which comes back with the
 * p parameter (specification §2.3 and §7 "GET {auth host}/oauth/microsoft?redirect={origin}"). Until the access
 * issue adds that endpoint, the redirect lands on the server's 404 answer.
 */
export function microsoftSignInUrl(origin: string): string {
  return `/api/auth/microsoft?redirect=${encodeURIComponent(origin)}`;
}

export function startMicrosoftSignIn(): void {
  window.location.assign(microsoftSignInUrl(window.location.origin));
}
