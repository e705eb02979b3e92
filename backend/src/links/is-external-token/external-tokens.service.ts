import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { AccessTokens } from '../../auth';
import { AUTH_MESSAGES } from '../../shared/auth/auth-metadata';
import { findLiveUser } from '../../users';
import type { UserView } from '../../users';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { loadLink } from '../link.streams';
import { LINK_NOT_FOUND } from '../link-rules';
import { isUsable, type Link } from '../link.state';

export const NOT_EXTERNAL_TOKEN = 'This is not the token of an external user.';

/**
 * The access-token guard's own checks (signature, expiry, workspace of the path and still active, live session,
 * live user) for a token sent in the body, plus the external ones: an external user, and a link that still works.
 */
@Injectable()
export class ExternalTokens {
  constructor(
    private readonly accessTokens: AccessTokens,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async check(tenant: string, token: string): Promise<{ link: Link & { linkId: string }; user: UserView }> {
    const { auth } = await this.accessTokens.resolve(token, tenant);
    if (!auth.isExternal || !auth.linkId) throw new UnauthorizedException(NOT_EXTERNAL_TOKEN);
    const { view } = await findLiveUser(this.store, this.readModels, tenant, auth.userId);
    if (!view) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const link = await loadLink(this.store, tenant, auth.linkId);
    if (!isUsable(link)) throw new UnauthorizedException(LINK_NOT_FOUND);
    return { link: { linkId: link.linkId, ...link.link }, user: view };
  }
}
