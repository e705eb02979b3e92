import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig, Env } from '../shared/config/app-config';
import { AccessTokenGuard } from '../shared/auth/access-token.guard';
import { ACCESS_TOKEN_RESOLVER } from '../shared/auth/access-token-resolver';
import { AccessTokens } from './access-tokens/access-tokens.service';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AUTH_SETTINGS, authSettingsFromEnv, rateLimitFromEnv } from './auth-settings';
import { PasswordSetupLinks } from './password-setup/password-setup.service';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationService } from './registration/registration.service';
import { ResetUserPasswordController } from './reset-user-password/reset-user-password.controller';
import { SessionTokens } from './session-tokens.service';
import { RotationRateLimitGuard } from './sign-in/rotation-rate-limit.guard';
import { SessionStatusService } from './sign-in/session-status.service';
import { SignInController } from './sign-in/sign-in.controller';
import { SignInService } from './sign-in/sign-in.service';

export interface AuthModuleOptions {
  config: AppConfig;
  env: Env;
}

/**
 * Sessions, tokens and the guards for the whole application (@Global: every context uses
 * @Authenticated() without importing this module).
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot({ config, env }: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [ThrottlerModule.forRoot({ throttlers: [{ name: 'auth', ttl: 60_000, limit: rateLimitFromEnv(env) }] })],
      controllers: [SignInController, RegistrationController, ResetUserPasswordController],
      providers: [
        { provide: AUTH_SETTINGS, useFactory: () => authSettingsFromEnv(env, config.dataDir) },
        SessionTokens,
        AccessTokens,
        { provide: ACCESS_TOKEN_RESOLVER, useExisting: AccessTokens },
        AccessTokenGuard,
        AuthRateLimitGuard,
        RotationRateLimitGuard,
        SignInService,
        SessionStatusService,
        PasswordSetupLinks,
        RegistrationService,
      ],
      exports: [
        AUTH_SETTINGS,
        SessionTokens,
        AccessTokens,
        ACCESS_TOKEN_RESOLVER,
        AccessTokenGuard,
        AuthRateLimitGuard,
        ThrottlerModule,
        RegistrationService,
      ],
    };
  }
}
