import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { emptyBody, zodBody } from '../../shared/http/zod-validation.pipe';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import type { AuthContext } from '../../shared/auth/auth-context';
import { AuthRateLimit } from '../auth-rate-limit.guard';
import { requireActiveWorkspace } from '../auth-workspace';
import { Authenticated, CurrentAuth, CurrentSessionId, ExternalAllowed } from '../../shared/auth/auth.decorators';
import { SessionTokens, type IssuedTokens } from '../session-tokens.service';
import { RotationRateLimit } from './rotation-rate-limit.guard';
import { SessionStatusService, type IsAuthAnswer } from './session-status.service';
import { SignInService, type SignedIn } from './sign-in.service';
import type { Projections } from '../../shared/projections/projections';

// Bounds keep oversized input a 400, not work for argon2 or the store.
const visitorId = z.string().max(200).optional();
const refreshToken = z.string().min(1).max(200);

const signInBody = z.object({
  user: z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(1024) }),
  visitorId,
});
const isAuthBody = z.object({ token: z.string().min(1).max(4096), refreshToken: refreshToken.optional(), visitorId });
const refreshBody = z.object({ refreshToken });

@ApiTags('auth')
@Controller(':tenancy/api')
export class SignInController {
  constructor(
    private readonly signInService: SignInService,
    private readonly status: SessionStatusService,
    private readonly tokens: SessionTokens,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
  ) {}

  @Post('auth/signin')
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOperation({ summary: 'Sign in with e-mail and password (000 §7): { token, user, refreshToken }' })
  @ApiResponse({ status: 401, description: 'the §8 combined "The email or password does not match…" text' })
  signIn(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(signInBody)) body: z.output<typeof signInBody>,
  ): Promise<SignedIn> {
    return this.signInService.signIn(tenancy, body.user.email, body.user.password, body.visitorId);
  }

  @Post('isAuth')
  @HttpCode(200)
  @RotationRateLimit()
  @ApiOperation({
    summary:
      'Validate a token (000 §4 Session): { isAuth, user } or, after a refresh, { isAuth, user, token, refreshToken }',
  })
  async isAuth(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(isAuthBody)) body: z.output<typeof isAuthBody>,
  ): Promise<IsAuthAnswer> {
    await requireActiveWorkspace(this.readModels, tenancy);
    return this.status.check(tenancy, body.token, body.refreshToken);
  }

  @Post('auth/refresh')
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOperation({ summary: 'Rotate a refresh token: { token, refreshToken }; a reused one ends its session (401)' })
  async refresh(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(refreshBody)) body: z.output<typeof refreshBody>,
  ): Promise<IssuedTokens> {
    await requireActiveWorkspace(this.readModels, tenancy);
    const { token, refreshToken: next } = await this.tokens.refresh(tenancy, body.refreshToken);
    return { token, refreshToken: next };
  }

  @Post('auth/signout')
  @HttpCode(200)
  @Authenticated()
  @ExternalAllowed()
  @ApiOperation({ summary: "Sign out: ends the token's session; its refresh token stops working" })
  async signOut(
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
    @CurrentSessionId() sessionId: string,
  ): Promise<{ position: number }> {
    const { position } = await this.tokens.end(auth.tenant, sessionId, 'signedOut', auth.userId);
    // The guard reads the sessions read model: wait so the signed-out access token is refused from now on.
    await this.runner.waitFor(position, 2000).catch(() => undefined);
    return { position };
  }
}
