import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { createHash } from 'node:crypto';
import { toUserView } from '../user-view';
import { PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { USERS, USERS_PROJECTOR, type UserDoc } from '../users.projector';
import { ListUsersQuery, type ListedUsers } from './list-users.query';
import type { Projections } from '../../shared/projections/projections';

interface CachedList extends ListedUsers {
  /** The users projector's build and position the list was read at. */
  stamp: string;
}

/**
 * The users screen asks for the whole list often; it only changes when the users projector moves.
 * So the list is kept per workspace and read again only when the projector's position (or live
 * build) has changed since: a cache that can never serve a list older than the read model.
 */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, ListedUsers> {
  private readonly cache = new Map<string, CachedList>();

  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
  ) {}

  async execute({ tenant }: ListUsersQuery): Promise<ListedUsers> {
    const stamp = this.stamp();
    const cached = this.cache.get(tenant);
    if (stamp && cached?.stamp === stamp) return cached;
    const docs = await this.readModels.reader(USERS_PROJECTOR).find(USERS, {
      where: { tenant },
      sort: [{ field: 'name', direction: 'asc' }],
    });
    const views = docs.map((doc) => toUserView(doc as UserDoc));
    const json = Buffer.from(JSON.stringify(views));
    const listed = { views, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    if (stamp) this.cache.set(tenant, { stamp, ...listed });
    return listed;
  }

  private stamp(): string | null {
    const status = this.runner.status().find((s) => s.projector === USERS_PROJECTOR);
    return status ? `${status.build}@${status.position}` : null;
  }
}
