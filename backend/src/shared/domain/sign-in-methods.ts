/** The sign-in providers and their names, apart from their configuration so that events can name them. */
export const OAUTH_PROVIDERS = ['microsoft', 'google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  microsoft: 'Microsoft',
  google: 'Google',
  facebook: 'Facebook',
};

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** How a person can sign in: events of several contexts (sessions, the user's sign-ins) name it. */
export const SIGN_IN_METHODS = ['password', ...OAUTH_PROVIDERS, 'link'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
