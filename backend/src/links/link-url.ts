/** Where the external person lands (§2.1): the link landing screen of the workspace. */
export function linkUrl(origin: string, tenant: string, linkId: string): string {
  return `${origin.replace(/\/+$/, '')}/${tenant}/links/${linkId}`;
}
