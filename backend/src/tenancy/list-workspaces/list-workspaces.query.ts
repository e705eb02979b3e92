import { Query } from '@nestjs/cqrs';
import type { WorkspaceDoc } from '../workspaces.projector';

export class ListWorkspacesQuery extends Query<WorkspaceDoc[]> {}

export class GetWorkspaceQuery extends Query<WorkspaceDoc> {
  constructor(readonly name: string) {
    super();
  }
}
