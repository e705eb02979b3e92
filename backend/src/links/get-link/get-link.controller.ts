import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { zodQuery } from '../../shared/http/zod-validation.pipe';
import { LinkAccounts } from '../link-accounts.service';
import { maskEmail } from '../link-rules';
import type { Link } from '../link.state';

export interface LinkAnswer {
  link: Link;
  isNewUser: boolean;
}

/** Public: whoever holds the link may see what it is for, but only the masked address. */
@ApiTags('links')
@Controller(':tenancy/api/links')
export class GetLinkController {
  constructor(private readonly accounts: LinkAccounts) {}

  @Get(':IdLink')
  @ApiOperation({ summary: 'Resolve a link (public): the masked address, the record it points at, and isNewUser' })
  @ApiResponse({
    status: 200,
    description: '{ link: { userEmail: "b***@x.test", userName, catalogName, recordId, appName }, isNewUser }',
  })
  @ApiResponse({ status: 404, description: 'Sorry, the requested link could not be found.' })
  async get(
    @Param('tenancy') tenancy: string,
    @Param('IdLink') linkId: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<LinkAnswer> {
    const { link } = await this.accounts.usableLink(tenancy, linkId);
    const account = await this.accounts.accountOf(tenancy, link.userEmail);
    return {
      link: { ...link, userEmail: maskEmail(link.userEmail) },
      isNewUser: !account || account.passwordHash === null,
    };
  }
}
