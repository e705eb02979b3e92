import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { notFound } from '../../shared/domain/domain-error';
import { READ_MODELS } from '../../shared/storage/tokens';
import { workspaceNotFoundMessage } from '../workspace-guards';
import { assertWorkspaceName } from '../../shared/domain/workspace-name';
import { WORKSPACES, WORKSPACES_PROJECTOR, type WorkspaceDoc } from '../workspaces.projector';
import { GetWorkspaceQuery, ListWorkspacesQuery } from './list-workspaces.query';

@QueryHandler(ListWorkspacesQuery)
export class ListWorkspacesHandler implements IQueryHandler<ListWorkspacesQuery, WorkspaceDoc[]> {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  async execute(): Promise<WorkspaceDoc[]> {
    const docs = await this.readModels
      .reader(WORKSPACES_PROJECTOR)
      .find(WORKSPACES, { sort: [{ field: 'name', direction: 'asc' }] });
    return docs as WorkspaceDoc[];
  }
}

@QueryHandler(GetWorkspaceQuery)
export class GetWorkspaceHandler implements IQueryHandler<GetWorkspaceQuery, WorkspaceDoc> {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  async execute({ name }: GetWorkspaceQuery): Promise<WorkspaceDoc> {
    assertWorkspaceName(name);
    const doc = await this.readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, name);
    if (!doc) throw notFound(workspaceNotFoundMessage(name));
    return doc as WorkspaceDoc;
  }
}
