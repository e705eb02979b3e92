/** The environment the application started with (provider ids and secrets, PUBLIC_URL). */
export const OAUTH_ENV = Symbol('OAUTH_ENV');
