import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findUserByMail, type UserView } from '../users';
import { notFound } from '../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { loadLink } from './link.streams';
import { LINK_NOT_FOUND } from './link-rules';
import { isUsable, type Link } from './link.state';
import { findPasswordHash } from '../users';

export interface UsableLink {
  linkId: string;
  link: Link;
}

export interface LinkAccount {
  user: UserView;
  passwordHash: string | null;
}

/** What the public link endpoints share: the link if it can be used, and the account of its address. */
@Injectable()
export class LinkAccounts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  /** Unknown, revoked, malformed or in an unknown workspace: all the same §8 404, so nothing is revealed. */
  async usableLink(tenant: string, linkId: string): Promise<UsableLink> {
    const state = await loadLink(this.store, tenant, linkId);
    if (!isUsable(state)) throw notFound(LINK_NOT_FOUND);
    return { linkId: state.linkId, link: state.link };
  }

  async accountOf(tenant: string, mail: string): Promise<LinkAccount | null> {
    const user = await findUserByMail(this.readModels, tenant, mail);
    if (!user) return null;
    return { user, passwordHash: await findPasswordHash(this.readModels, tenant, user._id) };
  }
}
