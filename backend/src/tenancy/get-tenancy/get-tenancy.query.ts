import { Query } from '@nestjs/cqrs';
import type { WorkspaceSettings } from '../workspace-settings';

/** The §4 "Tenancy check" answer: what any visitor may know about a workspace (never secrets). */
export interface TenancyView {
  name: string;
  label: string;
  settings: WorkspaceSettings;
  isActive: boolean;
  isNotResponding: false;
  countApps: number;
  addons: string[];
  rightLogo: string | null;
  baseAPIURL: string | null;
  logo: string | null;
}

export class GetTenancyQuery extends Query<TenancyView> {
  constructor(readonly name: string) {
    super();
  }
}
