import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { notFound } from '../../shared/domain/domain-error';
import { READ_MODELS } from '../../shared/storage/tokens';
import { workspaceNotFoundMessage } from '../workspace-guards';
import { assertWorkspaceName } from '../../shared/domain/workspace-name';
import { WORKSPACES, WORKSPACES_PROJECTOR, type WorkspaceDoc } from '../workspaces.projector';
import { GetTenancyQuery, type TenancyView } from './get-tenancy.query';

@QueryHandler(GetTenancyQuery)
export class GetTenancyHandler implements IQueryHandler<GetTenancyQuery, TenancyView> {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  async execute({ name }: GetTenancyQuery): Promise<TenancyView> {
    assertWorkspaceName(name);
    const doc = (await this.readModels.reader(WORKSPACES_PROJECTOR).get(WORKSPACES, name)) as WorkspaceDoc | null;
    if (!doc) throw notFound(workspaceNotFoundMessage(name));
    return {
      name: doc.name,
      label: doc.label,
      settings: doc.settings,
      isActive: doc.isActive,
      isNotResponding: false,
      // Apps arrive with the type designer; until then a workspace has none.
      countApps: 0,
      addons: doc.addons,
      rightLogo: null,
      baseAPIURL: null,
      logo: doc.settings.logo ?? null,
    };
  }
}
