import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { AUTH_MESSAGES } from '../../auth/auth-metadata';
import { SESSIONS, SESSIONS_PROJECTOR, sessionDocId } from '../../auth/session/sessions.projector';
import { SessionTokens } from '../../auth/session-tokens.service';
import { findLiveUser } from '../../auth/user-liveness';
import type { UserView } from '../../auth/user-view';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { loadLink } from '../link-command';
import { LINK_NOT_FOUND } from '../link-rules';
import { isUsable, type Link } from '../link.state';

export const NOT_EXTERNAL_TOKEN = 'This is not the token of an external user.';

/**
 * The checks of the access-token guard (signature, expiry, workspace, live session, live user) for a token
 * sent in the body, plus the external ones: an external user, and a link that still works.
 */
@Injectable()
export class ExternalTokens {
  constructor(
    private readonly tokens: SessionTokens,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async check(tenant: string, token: string): Promise<{ link: Link & { linkId: string }; user: UserView }> {
    const checked = this.tokens.verifyAccessToken(token);
    if (!checked.ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { claims } = checked;
    if (claims.tenant !== tenant) throw new ForbiddenException(AUTH_MESSAGES.otherWorkspace);
    if (!claims.isExternal || !claims.linkId) throw new UnauthorizedException(NOT_EXTERNAL_TOKEN);
    const session = await this.readModels
      .reader(SESSIONS_PROJECTOR)
      .get(SESSIONS, sessionDocId(tenant, claims.session));
    if (session && session.active === false) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    const { view, live } = await findLiveUser(this.store, this.readModels, tenant, claims.sub);
    if (!live || !view) throw new UnauthorizedException(AUTH_MESSAGES.invalidToken);
    if (!view.isExternal) throw new UnauthorizedException(NOT_EXTERNAL_TOKEN);
    const link = await loadLink(this.store, tenant, claims.linkId);
    if (!isUsable(link)) throw new UnauthorizedException(LINK_NOT_FOUND);
    return { link: { linkId: link.linkId, ...link.link }, user: view };
  }
}
