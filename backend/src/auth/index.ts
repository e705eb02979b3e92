/** The auth context's public surface: sessions for the other ways of signing in, and its events for the app. */
export { AccessTokens } from './access-tokens/access-tokens.service';
export * from './auth-rate-limit.guard';
export * from './auth-settings';
export { AUTH_EVENTS } from './auth.events';
export { SessionTokens, type IssuedTokens } from './session-tokens.service';
export { sessionsProjector } from './session/sessions.projector';
export { externalLinkInvites, registrantName, type ExternalVisit } from './registration/external-registration';
