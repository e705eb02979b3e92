export interface WorkspaceSettings {
  label?: string;
  name?: string;
  logo?: string;
  favicon?: string;
  locale?: string;
  isRegistration?: boolean;
  portalName?: string;
  colors?: string[];
  terms?: string;
  termsForExternal?: string;
  dateUpdateTerms?: string;
  dateUpdateTermsForExternal?: string;
}

/** A workspace as the tenancy check describes it, add-ons normalised to a set of flags that are on. */
export interface Tenancy {
  name: string;
  label: string;
  settings: WorkspaceSettings;
  isActive: boolean;
  countApps: number;
  addons: string[];
  rightLogo?: string;
  baseAPIURL?: string;
  logo?: string;
}

export type TenancyResult =
  | { kind: 'found'; tenancy: Tenancy }
  | { kind: 'notFound'; name: string; message: string }
  | { kind: 'invalid'; name: string; message: string }
  | { kind: 'notResponding' };
