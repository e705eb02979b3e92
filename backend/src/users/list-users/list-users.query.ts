import { Query } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

/** The list, and the same list serialised once for HTTP (with its ETag) since it is often asked unchanged. */
export interface ListedUsers {
  views: UserView[];
  json: Buffer;
  etag: string;
}

/** 000 §7 GET /api/users: the workspace's users, sorted by name. */
export class ListUsersQuery extends Query<ListedUsers> {
  constructor(readonly tenant: string) {
    super();
  }
}
