import { Body, Controller, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AuthRateLimit } from '../../auth';
import type { UserView } from '../../users';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { LinkErrorFilter } from '../link-error.filter';
import { SignInByLink } from './sign-in-by-link.service';

const body = z.object({
  linkId: z.string().max(100, 'linkId is too long'),
  user: z.object({
    email: z.string().max(254, 'must be at most 254 characters'),
    password: z.string().max(1000, 'must be at most 1000 characters'),
  }),
  visitorId: z.string().max(200, 'must be at most 200 characters').optional(),
});

@ApiTags('links')
@Controller(':tenancy/api/auth/signinByLink')
@UseFilters(LinkErrorFilter)
export class SignInByLinkController {
  constructor(private readonly signIn: SignInByLink) {}

  @Post()
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOperation({ summary: 'Sign in through a link: { linkId, user: { email, password }, visitorId? }' })
  @ApiResponse({ status: 200, description: '{ token, refreshToken, user }' })
  @ApiResponse({ status: 401, description: '{ error, message }: the §8 sign-in texts' })
  @ApiResponse({ status: 404, description: "{ error: 'Sorry, the requested link could not be found.' }" })
  signInByLink(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(body)) input: z.output<typeof body>,
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    return this.signIn.signIn(tenancy, input.linkId, input.user, input.visitorId);
  }
}
