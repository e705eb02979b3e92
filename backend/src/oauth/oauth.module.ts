import { Module, type DynamicModule } from '@nestjs/common';
import type { Env } from '../shared/config/app-config';
import { AuthHostController } from './auth-host.controller';
import { OAuthCallbackController } from './oauth-callback.controller';
import { OAUTH_ENV } from './oauth-env';
import { OAuthKeys } from './oauth-keys';
import { OAuthSignIn } from './oauth-sign-in.service';
import { OAuthStartController } from './oauth-start.controller';

/**
 * Sign-in with Microsoft, Google and Facebook, and the auth host's cross-workspace calls. Provider
 * settings are read from the environment on every request, so an unconfigured provider is a page
 * saying so, never a failed start.
 */
@Module({})
export class OAuthModule {
  static register(env: Env): DynamicModule {
    return {
      module: OAuthModule,
      controllers: [OAuthStartController, OAuthCallbackController, AuthHostController],
      providers: [{ provide: OAUTH_ENV, useValue: env }, OAuthKeys, OAuthSignIn],
    };
  }
}
