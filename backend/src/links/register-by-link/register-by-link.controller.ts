import { Body, Controller, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AuthRateLimit } from '../../auth';
import type { UserView } from '../../users';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { LinkErrorFilter } from '../link-error.filter';
import { RegisterByLink } from './register-by-link.service';

const body = z.object({
  linkId: z.string().max(100, 'linkId is too long'),
  user: z.object({
    email: z.string().max(254, 'must be at most 254 characters'),
    /** Optional: the name the administrator gave the link is used when absent. */
    name: z.string().max(200, 'must be at most 200 characters').optional(),
    pass: z.string().max(1000, 'must be at most 1000 characters'),
  }),
});

@ApiTags('links')
@Controller(':tenancy/api/auth/registrationByLink')
@UseFilters(LinkErrorFilter)
export class RegisterByLinkController {
  constructor(private readonly registration: RegisterByLink) {}

  @Post()
  @HttpCode(200)
  @AuthRateLimit()
  @ApiOperation({ summary: 'Register as an external user through a link: { linkId, user: { email, name?, pass } }' })
  @ApiResponse({ status: 200, description: '{ token, refreshToken, user }' })
  @ApiResponse({ status: 400, description: '{ error } e.g. the address is not the one the link was sent to' })
  @ApiResponse({ status: 404, description: "{ error: 'Sorry, the requested link could not be found.' }" })
  register(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(body)) input: z.output<typeof body>,
  ): Promise<{ token: string; refreshToken: string; user: UserView }> {
    return this.registration.register(tenancy, input.linkId, input.user);
  }
}
