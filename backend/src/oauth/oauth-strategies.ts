import type { Strategy } from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { ProviderConfig } from './oauth-config';
import type { OAuthProvider } from '../shared/domain/sign-in-methods';

// passport-microsoft ships no types; its constructor takes the passport-oauth2 options plus tenant and apiEntryPoint.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Strategy: MicrosoftStrategy } = require('passport-microsoft') as {
  Strategy: new (options: Record<string, unknown>, verify: VerifyFunction) => Strategy;
};

/** What sign-in needs from any provider's profile. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  name: string;
}

interface PassportProfile {
  id?: string;
  displayName?: string;
  emails?: { value: string }[];
  _json?: { mail?: string; userPrincipalName?: string; email?: string; email_verified?: boolean };
}

type VerifyFunction = (
  accessToken: string,
  refreshToken: string,
  profile: PassportProfile,
  done: (error: unknown, user?: ProviderIdentity) => void,
) => void;

export function identityFromProfile(profile: PassportProfile): ProviderIdentity {
  // Google says when it has not verified an address: such an address proves nothing about who signs in.
  const unverified = profile._json?.email_verified === false;
  const email = unverified
    ? null
    : (profile.emails?.find((entry) => entry.value)?.value ?? profile._json?.email ?? profile._json?.mail ?? null);
  return {
    subject: String(profile.id ?? ''),
    email: email ? email.trim().toLowerCase() : null,
    name: (profile.displayName ?? '').trim(),
  };
}

const verify: VerifyFunction = (_accessToken, _refreshToken, profile, done) => done(null, identityFromProfile(profile));

/** Scopes that yield an e-mail address: sign-in matches users by e-mail. */
export const PROVIDER_SCOPES: Record<OAuthProvider, string[]> = {
  microsoft: ['user.read'],
  google: ['openid', 'profile', 'email'],
  facebook: ['email'],
};

/** A real passport strategy for the provider; the URL overrides aim it at another server (tests, sovereign clouds). */
export function createStrategy(provider: OAuthProvider, config: ProviderConfig, callbackURL: string): Strategy {
  const common = {
    clientID: config.clientId,
    clientSecret: config.clientSecret,
    callbackURL,
    ...(config.authorizationURL ? { authorizationURL: config.authorizationURL } : {}),
    ...(config.tokenURL ? { tokenURL: config.tokenURL } : {}),
  };
  switch (provider) {
    case 'microsoft':
      return new MicrosoftStrategy(
        {
          ...common,
          scope: PROVIDER_SCOPES.microsoft,
          ...(config.tenant ? { tenant: config.tenant } : {}),
          ...(config.profileURL ? { apiEntryPoint: config.profileURL } : {}),
          // Accounts without a mailbox still have a principal name that looks like an address.
          addUPNAsEmail: true,
        },
        verify,
      );
    case 'google':
      return new GoogleStrategy(
        {
          ...common,
          scope: PROVIDER_SCOPES.google,
          ...(config.profileURL ? { userProfileURL: config.profileURL } : {}),
        },
        verify as never,
      ) as unknown as Strategy;
    case 'facebook':
      return new FacebookStrategy(
        {
          ...common,
          scope: PROVIDER_SCOPES.facebook,
          profileFields: ['id', 'displayName', 'emails'],
          ...(config.profileURL ? { profileURL: config.profileURL } : {}),
        },
        verify as never,
      ) as unknown as Strategy;
  }
}
