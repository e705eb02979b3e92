import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { UserView } from '../../users';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import type { Link } from '../link.state';
import { ExternalTokens } from './external-tokens.service';

const body = z.object({ token: z.string().min(1, 'must not be empty').max(4096, 'is too long') });

export interface ExternalTokenAnswer {
  data: { link: Link & { linkId: string }; user: UserView };
}

@ApiTags('links')
@Controller(':tenancy/api/isExternalToken')
export class IsExternalTokenController {
  constructor(private readonly externalTokens: ExternalTokens) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Validate an external user's access token: { token }" })
  @ApiResponse({
    status: 200,
    description: '{ data: { link: { linkId, userEmail, userName, catalogName, recordId, appName }, user } }',
  })
  @ApiResponse({ status: 401, description: 'Not a valid external token, or its link was revoked' })
  @ApiResponse({ status: 403, description: 'This token belongs to another workspace.' })
  async check(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(body)) input: z.output<typeof body>,
  ): Promise<ExternalTokenAnswer> {
    return { data: await this.externalTokens.check(tenancy, input.token) };
  }
}
