import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, hkdfSync } from 'node:crypto';
import { AUTH_SETTINGS, type AuthSettings } from '../auth';
import { signPayload, verifyPayload } from './signed-payload';

/** How long a person has to finish at the provider, and to pick a workspace afterwards. */
export const STATE_TTL_SECONDS = 10 * 60;
export const IDENTITY_TTL_SECONDS = 10 * 60;
const IDENTITY_AUDIENCE = 'oauth-identity';

/** A Microsoft identity proven to the auth host: lets its holder list and enter the workspaces of that address. */
export interface IdentityClaims {
  mail: string;
  provider: 'microsoft';
  subject: string;
}

/**
 * Keys derived from the application's auth secret (AUTH_SECRET or DATA_DIR/auth-secret), one per use:
 * a state or identity token can never verify as an access token, or the reverse.
 */
@Injectable()
export class OAuthKeys {
  private readonly stateKey: Buffer;
  private readonly identityJwt: JwtService;

  constructor(@Inject(AUTH_SETTINGS) settings: AuthSettings) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', settings.secret, 'oauth', info, 32));
    this.stateKey = derive('oauth-state');
    this.identityJwt = new JwtService({
      secret: createSecretKey(derive('oauth-identity')), // see SessionTokens: no public-key parse per verify
      signOptions: { algorithm: 'HS256', expiresIn: IDENTITY_TTL_SECONDS, audience: IDENTITY_AUDIENCE },
      verifyOptions: { algorithms: ['HS256'], audience: IDENTITY_AUDIENCE },
    });
  }

  signState(payload: object): string {
    return signPayload(this.stateKey, 'oauth-state', payload, STATE_TTL_SECONDS);
  }

  verifyState<T>(value: string): T | null {
    return verifyPayload<T>(this.stateKey, 'oauth-state', value);
  }

  signIdentity(claims: IdentityClaims): string {
    return this.identityJwt.sign({ ...claims });
  }

  verifyIdentity(token: string): IdentityClaims | null {
    try {
      const claims = this.identityJwt.verify<IdentityClaims>(token);
      return typeof claims.mail === 'string' && claims.provider === 'microsoft' ? claims : null;
    } catch {
      return null;
    }
  }
}
