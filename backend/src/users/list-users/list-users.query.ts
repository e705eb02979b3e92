import { Query } from '@nestjs/cqrs';
import type { UserView } from '../../auth/user-view';

/** 000 §7 GET /api/users: the workspace's users, sorted by name. */
export class ListUsersQuery extends Query<UserView[]> {
  constructor(readonly tenant: string) {
    super();
  }
}
