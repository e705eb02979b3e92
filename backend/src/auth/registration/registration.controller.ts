import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { zodBody, zodQuery } from '../../shared/http/zod-validation.pipe';
import { AuthRateLimit } from '../auth-rate-limit.guard';
import { AUTH_SETTINGS, type AuthSettings } from '../auth-settings';
import type { SignedIn } from '../sign-in/sign-in.service';
import { publicOrigin } from './password-link-mail';
import { RegistrationService } from './registration.service';

/**
 * Where the person goes once the password is set; it travels in the mailed link, so an address of
 * another site would make the workspace's own mail an open redirect. Only a path of this site: one
 * '/', and no second '/' or any '\' (both make a protocol-relative address), and no control characters
 * (browsers drop tabs and newlines from addresses, turning "/\t/x" into "//x").
 */
export const BACK_LINK_RULE = "must be a path of this site, starting with a single '/' (not an address)";
const isSameSitePath = (value: string) =>
  /^\/(?!\/)/.test(value) && !value.includes('\\') && ![...value].some((c) => c < ' ' || c === '\x7f');
const backLink = z.string().max(2000).refine(isSameSitePath, BACK_LINK_RULE).optional();
const email = z.string().min(1).max(254);

/** A catalog or app name as the external link's path carries it (000 §2.4: the 3rd and 4th path segments). */
const segment = z.string().min(1).max(200);
export const EXTERNAL_NEEDS_APP =
  'A registration through an external link names its catalog (collection) and its app (app).';
const registrationBody = z
  .object({
    user: z.object({ email, name: z.string().max(200).optional(), backLink }),
    /** Through the catalog external link /{t}/{collection}/{app}?external: an external user (000 §2.4). */
    external: z.boolean().optional(),
    collection: segment.optional(),
    app: segment.optional(),
  })
  .refine((body) => !body.external || (body.collection !== undefined && body.app !== undefined), EXTERNAL_NEEDS_APP);
const resetBody = z.object({ email, backLink });
const passwordBody = z.object({ token: z.string().min(1).max(200), password: z.string().min(1).max(1024) });

@ApiTags('auth')
@Controller(':tenancy/api')
@AuthRateLimit()
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  @Post('auth/registration')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Register (000 §7): creates the user and mails a link to confirm and set a password; with external, ' +
      'collection and app (a catalog external link, 000 §2.4) the user is external',
  })
  @ApiResponse({ status: 400, description: 'a bad address, or external without collection and app' })
  @ApiResponse({
    status: 403,
    description:
      "Registration is not enabled for this workspace; or the external link's app is not open to external users",
  })
  @ApiResponse({ status: 409, description: 'the address already has an account' })
  register(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(registrationBody)) body: z.output<typeof registrationBody>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    const visit = body.external ? { collection: body.collection!, app: body.app! } : undefined;
    return this.registration.register(tenancy, body.user, publicOrigin(this.settings.publicUrl, request), visit);
  }

  @Get('auth/registration/external-invite')
  @ApiOperation({
    summary:
      "Whether a catalog's external link (/{t}/{collection}/{app}?external, 000 §2.4) lets a stranger register: its " +
      'app is open to external users and enabled. A catalog that does not exist invites nobody, as one that does not ' +
      'invite: the answer says no more than a refused registration.',
  })
  @ApiResponse({ status: 200, description: '{ invites: boolean }' })
  @ApiResponse({ status: 400, description: 'collection or app missing or too long' })
  @ApiResponse({ status: 404, description: 'no such workspace' })
  externalInvite(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({ collection: segment, app: segment })) query: { collection: string; app: string },
  ): Promise<{ invites: boolean }> {
    return this.registration.externalInvites(tenancy, query);
  }

  @Post('users/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Forgot password (000 §7): always the §8 notice; mails a reset link to an existing user' })
  reset(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(resetBody)) body: z.output<typeof resetBody>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    return this.registration.requestReset(tenancy, body, publicOrigin(this.settings.publicUrl, request));
  }

  @Post('users/password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a password with a mailed link (000 §7): signs in, { token, user, refreshToken }' })
  @ApiResponse({ status: 400, description: 'This link has expired or was already used. Ask for a new one.' })
  setPassword(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(passwordBody)) body: z.output<typeof passwordBody>,
  ): Promise<SignedIn> {
    return this.registration.setPassword(tenancy, body.token, body.password);
  }
}
