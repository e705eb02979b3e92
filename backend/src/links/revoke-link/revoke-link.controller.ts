import { Body, Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody } from '../../shared/http/zod-validation.pipe';
import { RevokeLinkCommand } from './revoke-link.command';

@ApiTags('links')
@Controller(':tenancy/api/links')
export class RevokeLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Revoke a link: it answers 404 from now on and its external tokens stop opening the record',
  })
  @ApiResponse({ status: 200, description: '{ position } (revoking twice changes nothing)' })
  @ApiResponse({ status: 404, description: 'Sorry, the requested link could not be found.' })
  async revoke(
    @Param('tenancy') tenancy: string,
    @Param('id') linkId: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ position: number }> {
    const { position } = await this.commands.execute(new RevokeLinkCommand(tenancy, linkId, auth.userId));
    return { position };
  }
}
