/** An entry of the user menu that leads to a screen of the workspace. */
export interface MenuLink {
  label: string;
  to: string;
}

/** The provider config pages (002 §2.4), each shown with its add-on: /{tenancy}/config-{provider}. */
export const PROVIDER_PAGES = [
  { addon: 'clio', label: 'Clio', path: 'config-clio' },
  { addon: 'filevine', label: 'Filevine', path: 'config-filevine' },
  { addon: 'netdocuments', label: 'NetDocuments', path: 'config-netdocuments' },
  { addon: 'onedrive', label: 'OneDrive', path: 'config-onedrive' },
] as const;

/**
 * The user menu's screen entries (002 §2.4): administrators get Data models, Catalogs, Users, API keys, Settings
 * and the config page of each provider whose add-on is on; everyone else (external users included) none. About,
 * Help and Log Out follow them in the menu.
 */
export function adminMenuLinks(
  tenancy: string,
  user: { isAdmin?: boolean; isExternal?: boolean },
  addons: readonly string[],
): MenuLink[] {
  if (user.isAdmin !== true || user.isExternal === true) return [];
  return [
    { label: 'Data models', to: `/${tenancy}/types/` },
    { label: 'Catalogs', to: `/${tenancy}/catalogs` },
    { label: 'Users', to: `/${tenancy}/users` },
    { label: 'API keys', to: `/${tenancy}/keys` },
    { label: 'Settings', to: `/${tenancy}/settings` },
    ...PROVIDER_PAGES.filter((page) => addons.includes(page.addon)).map((page) => ({
      label: page.label,
      to: `/${tenancy}/${page.path}`,
    })),
  ];
}
