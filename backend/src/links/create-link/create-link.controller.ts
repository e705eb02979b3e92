import { Body, Controller, Inject, Optional, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { AUTH_SETTINGS, type AuthSettings } from '../../auth';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { newLinkSchema, type NewLink } from '../link-rules';
import type { Link } from '../link.state';
import { requestOrigin } from '../link-origin';
import { linkUrl } from '../link-url';
import { CreateLinkCommand } from './create-link.command';

export interface CreatedLinkAnswer {
  link: Link & { linkId: string };
  url: string;
  position: number;
}

@ApiTags('links')
@Controller(':tenancy/api/links')
export class CreateLinkController {
  constructor(
    private readonly commands: CommandBus,
    @Optional() @Inject(AUTH_SETTINGS) private readonly settings?: AuthSettings,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary: 'Create a link to one record for one address: { userEmail, userName, catalogName, recordId, appName }',
  })
  @ApiResponse({
    status: 201,
    description: '{ link: { linkId, userEmail, userName, catalogName, recordId, appName }, url, position }',
  })
  async create(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(newLinkSchema)) input: NewLink,
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
  ): Promise<CreatedLinkAnswer> {
    const result = await this.commands.execute(new CreateLinkCommand(tenancy, input, auth.userId));
    return {
      link: { linkId: result.linkId, ...input },
      url: linkUrl(requestOrigin(request, this.settings), tenancy, result.linkId),
      position: result.position,
    };
  }
}
