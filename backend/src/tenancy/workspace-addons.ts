/** Add-on flags named in the specification (000 §1, 001 §1) plus the two the product adds. */
export const WORKSPACE_ADDONS = [
  'pdf',
  'clio',
  'filevine',
  'netdocuments',
  'onedrive',
  'whiteLabel',
  'allExternal',
  'dev',
  'migration',
  'queries',
  'no3p_auth_ext',
  'ms_auth_int',
  'manualRelevance',
  'extUsers',
] as const;

export type WorkspaceAddon = (typeof WORKSPACE_ADDONS)[number];

export function isWorkspaceAddon(value: string): value is WorkspaceAddon {
  return (WORKSPACE_ADDONS as readonly string[]).includes(value);
}

export function unknownAddonMessage(value: string): string {
  return `Unknown add-on "${value}"; expected one of: ${WORKSPACE_ADDONS.join(', ')}.`;
}
